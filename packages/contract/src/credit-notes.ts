import { z } from 'zod';
import { ok } from './envelope.ts';

/**
 * The customer's credit notes (dobropisy) in the account, beside the invoices
 * (docs/requirements/orders-and-invoices.md §Invoices in the account). `amount` is what the
 * credit note credits, positive, in euros like the invoices' amounts; the page shows it as a
 * reduction (with a minus sign).
 */
export const CreditNoteListItemSchema = z.object({
  id: z.number().int(),
  /** The credit note's number (DB2026000001). */
  name: z.string(),
  /** The invoice it corrects. */
  invoice_name: z.string(),
  varsymbol: z.string(),
  created_at: z.string(),
  reason: z.string(),
  /** Total incl. VAT credited, euros. */
  amount: z.number(),
  /** `/admin/v1/customer/credit-note/{id}/pdf` */
  credit_note_url: z.string(),
  /** `/admin/v1/customer/credit-note/{id}/xml`: the e-invoice (UBL CreditNote, type 381). */
  xml_url: z.string(),
});
export type CreditNoteListItem = z.infer<typeof CreditNoteListItemSchema>;

export const CustomerCreditNotesReplySchema = ok({
  credit_notes: z.array(CreditNoteListItemSchema),
  credit_notes_count: z.number().int(),
});
export type CustomerCreditNotesReply = z.infer<typeof CustomerCreditNotesReplySchema>;
