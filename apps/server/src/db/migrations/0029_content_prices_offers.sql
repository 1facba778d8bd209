ALTER TABLE "coupons" DROP CONSTRAINT "coupons_code_unique";--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "valid_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "valid_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_rules" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "price_groups" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "homepage_sort" integer;--> statement-breakpoint
ALTER TABLE "text_pages" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "text_pages" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "show_on_homepage" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_rules" ADD CONSTRAINT "discount_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_lower_idx" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "orders_coupon_code_idx" ON "orders" USING btree ("coupon_code") WHERE "orders"."coupon_code" is not null;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_status_check" CHECK ("blog_posts"."status" in ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "discount_rules" ADD CONSTRAINT "discount_rules_target_check" CHECK (("discount_rules"."product_id" is not null and "discount_rules"."vendor_id" is null and "discount_rules"."category_id" is null)
        or ("discount_rules"."product_id" is null and ("discount_rules"."vendor_id" is not null or "discount_rules"."category_id" is not null)));--> statement-breakpoint
ALTER TABLE "text_pages" ADD CONSTRAINT "text_pages_status_check" CHECK ("text_pages"."status" in ('draft', 'published'));