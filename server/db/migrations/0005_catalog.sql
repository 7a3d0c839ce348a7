CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TABLE "catalog_attribute_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"label" jsonb NOT NULL,
	"swatch" text,
	"value_key" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"code" text NOT NULL,
	"input_type" text NOT NULL,
	"label" jsonb NOT NULL,
	"is_filterable" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"custom_class" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_bundle_items" (
	"bundle_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_bundle_items_bundle_id_product_id_pk" PRIMARY KEY("bundle_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"image" jsonb,
	"sort_types" text[] NOT NULL,
	"sort_default_type" text DEFAULT 'newest' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_category_translations" (
	"category_id" integer NOT NULL,
	"site_id" text NOT NULL,
	"language_code" varchar(3) NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "catalog_category_translations_category_id_language_code_pk" PRIMARY KEY("category_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "catalog_product_attributes" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"option_ids" integer[] DEFAULT '{}' NOT NULL,
	"number_value" double precision,
	CONSTRAINT "catalog_product_attributes_product_id_attribute_id_pk" PRIMARY KEY("product_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_product_translations" (
	"product_id" integer NOT NULL,
	"site_id" text NOT NULL,
	"language_code" varchar(3) NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	CONSTRAINT "catalog_product_translations_product_id_language_code_pk" PRIMARY KEY("product_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"sku" text NOT NULL,
	"format" text NOT NULL,
	"basic_price" numeric(12, 2) NOT NULL,
	"retail_price" numeric(12, 2) NOT NULL,
	"final_price" numeric(12, 2) NOT NULL,
	"membership_price" numeric(12, 2),
	"discount" smallint DEFAULT 0 NOT NULL,
	"category_priority" integer DEFAULT 0 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"is_visible_individually" boolean DEFAULT true NOT NULL,
	"is_in_stock" boolean DEFAULT true NOT NULL,
	"main_category_id" integer,
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"option_ids" integer[] DEFAULT '{}' NOT NULL,
	"tag_ids" integer[] DEFAULT '{}' NOT NULL,
	"cross_sell_ids" integer[] DEFAULT '{}' NOT NULL,
	"variant_ids" integer[] DEFAULT '{}' NOT NULL,
	"configurable_attribute_ids" integer[] DEFAULT '{}' NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"custom_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_products_format" CHECK ("catalog_products"."format" in ('Simple', 'Configurable', 'Bundle', 'EProduct'))
);
--> statement-breakpoint
CREATE TABLE "catalog_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_rates" (
	"currency_id" integer PRIMARY KEY NOT NULL,
	"rate" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_attribute_options" ADD CONSTRAINT "catalog_attribute_options_attribute_id_catalog_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."catalog_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_attributes" ADD CONSTRAINT "catalog_attributes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_bundle_items" ADD CONSTRAINT "catalog_bundle_items_bundle_id_catalog_products_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_bundle_items" ADD CONSTRAINT "catalog_bundle_items_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_categories" ADD CONSTRAINT "catalog_categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_category_translations" ADD CONSTRAINT "catalog_category_translations_category_id_catalog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalog_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_attributes" ADD CONSTRAINT "catalog_product_attributes_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_attributes" ADD CONSTRAINT "catalog_product_attributes_attribute_id_catalog_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."catalog_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_translations" ADD CONSTRAINT "catalog_product_translations_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_tags" ADD CONSTRAINT "catalog_tags_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_attribute_options_attribute" ON "catalog_attribute_options" USING btree ("attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_attributes_code" ON "catalog_attributes" USING btree ("site_id","code");--> statement-breakpoint
CREATE INDEX "catalog_categories_parent" ON "catalog_categories" USING btree ("site_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_category_translations_slug" ON "catalog_category_translations" USING btree ("site_id","language_code","slug");--> statement-breakpoint
CREATE INDEX "catalog_product_attributes_number" ON "catalog_product_attributes" USING btree ("attribute_id","number_value");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_product_translations_slug" ON "catalog_product_translations" USING btree ("site_id","language_code","slug");--> statement-breakpoint
CREATE INDEX "catalog_product_translations_name" ON "catalog_product_translations" USING btree ("language_code","name");--> statement-breakpoint
CREATE INDEX "catalog_product_translations_search" ON "catalog_product_translations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_products_sku" ON "catalog_products" USING btree ("site_id","sku");--> statement-breakpoint
CREATE INDEX "catalog_products_listed_id" ON "catalog_products" USING btree ("site_id","id") WHERE not "catalog_products"."is_archived" and "catalog_products"."is_visible_individually";--> statement-breakpoint
CREATE INDEX "catalog_products_listed_price" ON "catalog_products" USING btree ("site_id","final_price","id") WHERE not "catalog_products"."is_archived" and "catalog_products"."is_visible_individually";--> statement-breakpoint
CREATE INDEX "catalog_products_listed_priority" ON "catalog_products" USING btree ("site_id","category_priority","id") WHERE not "catalog_products"."is_archived" and "catalog_products"."is_visible_individually";--> statement-breakpoint
CREATE INDEX "catalog_products_category_ids" ON "catalog_products" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "catalog_products_option_ids" ON "catalog_products" USING gin ("option_ids");--> statement-breakpoint
CREATE INDEX "catalog_products_tag_ids" ON "catalog_products" USING gin ("tag_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_tags_slug" ON "catalog_tags" USING btree ("site_id","slug");