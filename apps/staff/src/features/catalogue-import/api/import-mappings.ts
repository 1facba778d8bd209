import type { ImportMapping } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const mappingsKey = ['import-mappings'];

/** GET /staff/catalogue/import/mappings: the saved column mappings. */
export function useImportMappings() {
  return useQuery({
    queryKey: mappingsKey,
    queryFn: () =>
      api<{ data: (ImportMapping & { id: number })[] }>('GET', '/catalogue/import/mappings').then((r) => r.data),
  });
}

/** PUT /staff/catalogue/import/mappings: saves a mapping by name. */
export function useSaveImportMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportMapping) => api('PUT', '/catalogue/import/mappings', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: mappingsKey }),
  });
}
