import type { StaffTextPageReply, TextPageListReply } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { textPageKey, textPagesKey } from './keys';

/** Every text page with its state. */
export const useTextPages = () =>
  useQuery({ queryKey: textPagesKey, queryFn: () => api<TextPageListReply>('GET', '/text-pages') });

/** One page as stored (`null`: a new one). */
export const useTextPage = (id: number | null) =>
  useQuery({
    queryKey: textPageKey(id ?? 0),
    queryFn: () => api<StaffTextPageReply>('GET', `/text-pages/${id}`),
    enabled: id !== null,
  });
