CREATE TABLE "invoice_documents" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"ubl" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"vat_number" text NOT NULL,
	"valid" boolean,
	"status" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"name" text,
	"address" text,
	"request_identifier" text,
	"reason" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_checks" ADD CONSTRAINT "vat_checks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vat_checks_customer_idx" ON "vat_checks" USING btree ("customer_id","id");