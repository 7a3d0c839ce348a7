CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"iso" varchar(2) NOT NULL,
	"code" varchar(3) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "countries_iso_unique" UNIQUE("iso"),
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"label" varchar(3) NOT NULL,
	"symbol" text NOT NULL,
	CONSTRAINT "currencies_label_unique" UNIQUE("label")
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "domains_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" varchar(3) NOT NULL,
	"code2" varchar(2) NOT NULL,
	"names" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code"),
	CONSTRAINT "languages_code2_unique" UNIQUE("code2")
);
--> statement-breakpoint
CREATE TABLE "layout_elements" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"handler" text NOT NULL,
	"type" text DEFAULT 'static-element' NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"language_code" varchar(3) NOT NULL,
	"parts" jsonb NOT NULL,
	"meta" jsonb NOT NULL,
	"mobile_meta" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"mobile_options" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navigation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"handle" text NOT NULL,
	"language_code" varchar(3) NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"media" jsonb
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" text PRIMARY KEY NOT NULL,
	"api_key_token" text NOT NULL,
	"default_language" varchar(3) NOT NULL,
	"main_currency_id" integer NOT NULL,
	CONSTRAINT "sites_api_key_token_unique" UNIQUE("api_key_token")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"language_code" varchar(3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"slug_main" text NOT NULL,
	"language_code" varchar(3) NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"details" jsonb NOT NULL,
	"is_backoffice_user" boolean DEFAULT false NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"member_card_barcode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_elements" ADD CONSTRAINT "layout_elements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_options" ADD CONSTRAINT "site_options_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_main_currency_id_currencies_id_fk" FOREIGN KEY ("main_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "layout_elements_handler" ON "layout_elements" USING btree ("site_id","handler","language_code");--> statement-breakpoint
CREATE INDEX "navigation_items_tree" ON "navigation_items" USING btree ("site_id","handle","language_code");--> statement-breakpoint
CREATE UNIQUE INDEX "site_options_site_key" ON "site_options" USING btree ("site_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_slug" ON "terms" USING btree ("site_id","language_code","type","slug");--> statement-breakpoint
CREATE INDEX "terms_slug_main" ON "terms" USING btree ("site_id","slug_main");