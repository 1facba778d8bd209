CREATE TABLE "credit_note_documents" (
	"credit_note_id" integer PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"ubl" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_note_documents" ADD CONSTRAINT "credit_note_documents_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE no action ON UPDATE no action;