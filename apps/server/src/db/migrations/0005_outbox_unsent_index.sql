-- The outbox claims unsent mails oldest first; the old index (created_at, all rows) made that a scan of every mail ever sent.
DROP INDEX "mail_outbox_pending_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_unsent_idx" ON "mail_outbox" USING btree ("id") WHERE "mail_outbox"."sent_at" is null;