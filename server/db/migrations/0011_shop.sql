CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"options" jsonb NOT NULL,
	"options_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_qty" CHECK ("cart_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"protect_code_hash" text NOT NULL,
	"language_code" varchar(3) NOT NULL,
	"user_id" integer,
	"guest_user" jsonb,
	"coupon_id" integer,
	"member_card_barcode" varchar(13),
	"delivery_method_id" integer,
	"delivery_branch_id" text,
	"payment_method_id" integer,
	"instructions" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_status" CHECK ("carts"."status" in ('active', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"qty" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"row_total_cents" integer NOT NULL,
	"tax_rate_basis_points" integer NOT NULL,
	"options" jsonb NOT NULL,
	CONSTRAINT "order_lines_qty" CHECK ("order_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_numbers" (
	"site_id" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "order_numbers_site_id_year_pk" PRIMARY KEY("site_id","year")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"number" varchar(20) NOT NULL,
	"cart_id" uuid NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"language_code" varchar(3) NOT NULL,
	"currency_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"payment_kind" text NOT NULL,
	"total_cents" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('new', 'processing', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" in ('unpaid', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "shop_coupon_uses" (
	"coupon_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_coupon_uses_coupon_id_order_id_pk" PRIMARY KEY("coupon_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "shop_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"code" varchar(40) NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"min_items_total_cents" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"product_ids" integer[] DEFAULT '{}' NOT NULL,
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shop_coupons_kind" CHECK ("shop_coupons"."kind" in ('percent', 'fixed')),
	CONSTRAINT "shop_coupons_amount" CHECK ("shop_coupons"."amount" > 0 and ("shop_coupons"."kind" = 'fixed' or "shop_coupons"."amount" <= 100)),
	CONSTRAINT "shop_coupons_used" CHECK ("shop_coupons"."usage_limit" is null or "shop_coupons"."used_count" <= "shop_coupons"."usage_limit")
);
--> statement-breakpoint
CREATE TABLE "shop_delivery_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"free_from_cents" integer,
	"countries" text[] DEFAULT '{}' NOT NULL,
	"branches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_class" text DEFAULT 'standard' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shop_delivery_methods_price" CHECK ("shop_delivery_methods"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"payment_type" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shop_payment_methods_kind" CHECK ("shop_payment_methods"."kind" in ('cashOnDelivery', 'bankTransfer', 'card'))
);
--> statement-breakpoint
CREATE TABLE "shop_tax_classes" (
	"site_id" text NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"rate_basis_points" integer NOT NULL,
	CONSTRAINT "shop_tax_classes_site_id_code_pk" PRIMARY KEY("site_id","code"),
	CONSTRAINT "shop_tax_classes_rate" CHECK ("shop_tax_classes"."rate_basis_points" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "stock" integer;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "tax_class" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_coupon_id_shop_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."shop_coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_delivery_method_id_shop_delivery_methods_id_fk" FOREIGN KEY ("delivery_method_id") REFERENCES "public"."shop_delivery_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_payment_method_id_shop_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."shop_payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_numbers" ADD CONSTRAINT "order_numbers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_coupon_uses" ADD CONSTRAINT "shop_coupon_uses_coupon_id_shop_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."shop_coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_coupon_uses" ADD CONSTRAINT "shop_coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_coupon_uses" ADD CONSTRAINT "shop_coupon_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_coupons" ADD CONSTRAINT "shop_coupons_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_delivery_methods" ADD CONSTRAINT "shop_delivery_methods_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_payment_methods" ADD CONSTRAINT "shop_payment_methods_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_tax_classes" ADD CONSTRAINT "shop_tax_classes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_line" ON "cart_items" USING btree ("cart_id","product_id","options_key");--> statement-breakpoint
CREATE INDEX "carts_user" ON "carts" USING btree ("user_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "order_events_order" ON "order_events" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_order" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number" ON "orders" USING btree ("site_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart" ON "orders" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_site_created" ON "orders" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_coupon_uses_email" ON "shop_coupon_uses" USING btree ("coupon_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_coupons_code" ON "shop_coupons" USING btree ("site_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_delivery_methods_code" ON "shop_delivery_methods" USING btree ("site_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_payment_methods_code" ON "shop_payment_methods" USING btree ("site_id","code");--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_stock" CHECK ("catalog_products"."stock" is null or "catalog_products"."stock" >= 0);