import { LANG, type MenuItem } from '@shop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type MenuName = 'main' | 'bottom-second';

export async function getMenu(name: MenuName, { signal }: { signal?: AbortSignal } = {}): Promise<MenuItem[]> {
  const reply = await api.get(`/menu/${name}/${LANG}`, 'MenuReplySchema', { signal });
  return reply.menu;
}

/** Menus change rarely: cached for the session (docs/requirements/content.md §Menus). */
export const menuQueryOptions = (name: MenuName) =>
  queryOptions({
    queryKey: ['menu', name, LANG] as const,
    queryFn: ({ signal }) => getMenu(name, { signal }),
    staleTime: 30 * 60_000,
    gcTime: Number.POSITIVE_INFINITY,
  });

/** The header menu (GET /menu/main/sk). */
export function useMainMenu() {
  return useQuery(menuQueryOptions('main'));
}
