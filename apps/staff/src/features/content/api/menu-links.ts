import type { MenuLinksBody, MenuLinksReply } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const menuKey = ['staff', 'menus', 'main'] as const;

/** The header menu's links to the blog and text pages, and the pages a link can open. */
export const useMenuLinks = () =>
  useQuery({ queryKey: menuKey, queryFn: () => api<MenuLinksReply>('GET', '/menus/main') });

/** Stores the links in their order. */
export function useSaveMenuLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MenuLinksBody) => api<MenuLinksReply>('PUT', '/menus/main', body),
    onSuccess: (reply) => queryClient.setQueryData(menuKey, reply),
  });
}
