import type { PriceGroupRules, PricePreviewReply } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Prices a few products under the edited rules, before and after (stores nothing). */
export const usePreviewPriceGroup = (id: number) =>
  useMutation({
    mutationFn: (body: PriceGroupRules) => api<PricePreviewReply>('POST', `/price-groups/${id}/preview`, body),
  });
