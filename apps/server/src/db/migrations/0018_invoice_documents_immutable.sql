-- An issued invoice's documents never change (docs/decisions/013-e-invoices.md): they are written
-- once, when the invoice is issued or first opened, and this trigger refuses any update.
CREATE FUNCTION invoice_documents_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoice documents are immutable (invoice %)', OLD.invoice_id;
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoice_documents_no_update BEFORE UPDATE ON invoice_documents
  FOR EACH ROW EXECUTE FUNCTION invoice_documents_immutable();
