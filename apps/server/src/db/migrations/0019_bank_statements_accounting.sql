CREATE TABLE "accounting_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "accounting_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "bank_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"booked_on" date NOT NULL,
	"varsymbol" text,
	"counterparty_name" text DEFAULT '' NOT NULL,
	"counterparty_iban" text DEFAULT '' NOT NULL,
	"remittance" text DEFAULT '' NOT NULL,
	"outcome" text NOT NULL,
	"invoice_id" integer,
	"payment_id" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "bank_entries_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bank_entries_amount_check" CHECK ("bank_entries"."amount_cents" > 0),
	CONSTRAINT "bank_entries_outcome_check" CHECK ("bank_entries"."outcome" in ('paid', 'partly', 'overpaid', 'unmatched', 'assigned', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" text NOT NULL,
	"iban" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"version" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer
);
--> statement-breakpoint
ALTER TABLE "accounting_tokens" ADD CONSTRAINT "accounting_tokens_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_entries" ADD CONSTRAINT "bank_entries_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_entries_statement_idx" ON "bank_entries" USING btree ("statement_id","id");--> statement-breakpoint
CREATE INDEX "bank_entries_unmatched_idx" ON "bank_entries" USING btree ("id") WHERE "bank_entries"."outcome" = 'unmatched';--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_account_id_idx" ON "bank_statements" USING btree ("iban","statement_id");