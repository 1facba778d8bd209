import type { PohodaStockReply } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /staff/accounting/pohoda/stock: POHODA's stock export; stock and base prices by code. */
export function useImportPohodaStock() {
  return useMutation({
    mutationFn: (body: { fileName: string; xml: string }) =>
      api<PohodaStockReply>('POST', '/accounting/pohoda/stock', body),
  });
}

/** GET /staff/accounting/pohoda?from&to: the export is a file, downloaded by a plain link (the staff cookie goes along). */
export const pohodaExportUrl = (from: string, to: string) =>
  `/admin/v1/staff/accounting/pohoda?${new URLSearchParams({ from, to }).toString()}`;
