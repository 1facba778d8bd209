import type { CatalogueCategoriesReply, CatalogueCategoryReply, CategoryInput } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const categoriesKey = ['staff', 'catalogue', 'categories'] as const;

export function useCategories() {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: () => api<CatalogueCategoriesReply>('GET', '/catalogue/categories'),
  });
}

function useCategoryWrite<T, R>(write: (body: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesKey }),
  });
}

export const useCreateCategory = () =>
  useCategoryWrite((body: CategoryInput) => api<CatalogueCategoryReply>('POST', '/catalogue/categories', body));

export const useSaveCategory = () =>
  useCategoryWrite(({ id, ...body }: CategoryInput & { id: number }) =>
    api<CatalogueCategoryReply>('PUT', `/catalogue/categories/${id}`, body),
  );

export const useReorderCategory = () =>
  useCategoryWrite(({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
    api<CatalogueCategoriesReply>('POST', `/catalogue/categories/${id}/reorder`, { direction }),
  );

export const useDeleteCategory = () =>
  useCategoryWrite((id: number) => api<{ success: true }>('POST', `/catalogue/categories/${id}/delete`, {}));
