-- An issued credit note's documents never change (docs/decisions/013-e-invoices.md): they are
-- written once, when the credit note is issued or first opened, and this trigger refuses any update.
CREATE FUNCTION credit_note_documents_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit note documents are immutable (credit note %)', OLD.credit_note_id;
END
$$;
--> statement-breakpoint
CREATE TRIGGER credit_note_documents_no_update BEFORE UPDATE ON credit_note_documents
  FOR EACH ROW EXECUTE FUNCTION credit_note_documents_immutable();
