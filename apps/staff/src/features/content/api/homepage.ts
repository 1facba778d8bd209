import type { HomepageBody, HomepageReply } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const homepageKey = ['staff', 'homepage'] as const;

/** The home page's banners, offer products and brands as stored. */
export const useHomepage = () =>
  useQuery({ queryKey: homepageKey, queryFn: () => api<HomepageReply>('GET', '/homepage') });

/** Stores the whole home page at once. */
export function useSaveHomepage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HomepageBody) => api<HomepageReply>('PUT', '/homepage', body),
    onSuccess: (reply) => queryClient.setQueryData(homepageKey, reply),
  });
}
