ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "text_pages" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;