import type { PriceGroupDetailReply } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { priceGroupKey } from './keys';

/** A price group with its rules and version, and the vendors and categories a rule can name. */
export const usePriceGroup = (id: number) =>
  useQuery({ queryKey: priceGroupKey(id), queryFn: () => api<PriceGroupDetailReply>('GET', `/price-groups/${id}`) });
