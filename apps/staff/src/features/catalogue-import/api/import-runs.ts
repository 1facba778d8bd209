import type { ImportRowResult, ImportRun } from '@shop/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api';

export type ImportRunWithColumns = ImportRun & { columns: string[] };

/**
 * POST /staff/catalogue/import/runs: the file as the body; a dry run or the real import starts.
 * With a ZIP of images it is uploaded first (POST /staff/catalogue/import/images), for each run.
 */
export function useStartImportRun() {
  return useMutation({
    mutationFn: async ({
      file,
      dryRun,
      mapping,
      zip,
    }: {
      file: File;
      dryRun: boolean;
      mapping?: string;
      zip?: File | null;
    }) => {
      const images = zip
        ? (await api<{ data: { images: string } }>('POST', '/catalogue/import/images', zip)).data.images
        : undefined;
      return api<{ data: ImportRunWithColumns }>(
        'POST',
        `/catalogue/import/runs${queryString({ fileName: file.name, dryRun: String(dryRun), mapping, images })}`,
        file,
      ).then((r) => r.data);
    },
  });
}

/** GET /staff/catalogue/import/runs/:id, polled every half second until the run is over. */
export function useImportRun(id: number | null) {
  return useQuery({
    queryKey: ['import-run', id],
    enabled: id !== null,
    queryFn: () => api<{ data: ImportRunWithColumns }>('GET', `/catalogue/import/runs/${id}`).then((r) => r.data),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : 500;
    },
  });
}

/** GET /staff/catalogue/import/runs/:id/rows: a page of a finished run's rows. */
export function useImportRunRows(id: number | null, outcome: string, offset: number, enabled: boolean) {
  return useQuery({
    queryKey: ['import-run-rows', id, outcome, offset],
    enabled: id !== null && enabled,
    queryFn: () =>
      api<{ data: { rows: ImportRowResult[]; total: number } }>(
        'GET',
        `/catalogue/import/runs/${id}/rows${queryString({ outcome: outcome || undefined, offset, limit: 50 })}`,
      ).then((r) => r.data),
  });
}
