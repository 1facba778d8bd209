-- A category's former addresses, which the storefront redirects to where it is now (schema/catalog.ts).
-- docs/requirements/catalogue.md §Catalogue editing
CREATE TABLE "category_former_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_former_paths" ADD CONSTRAINT "category_former_paths_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_former_paths_category_idx" ON "category_former_paths" USING btree ("category_id");