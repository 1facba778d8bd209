import type { ImportStatementBody, ImportStatementReply } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invoicesKey } from '../../invoices/api/list-invoices';
import { unmatchedKey } from './unmatched-entries';

/** POST /staff/bank/statements: a camt.053 statement's text; credits matched and booked once. */
export function useImportStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportStatementBody) => api<ImportStatementReply>('POST', '/bank/statements', body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: unmatchedKey });
      void queryClient.invalidateQueries({ queryKey: invoicesKey });
    },
  });
}
