CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"post_id" integer,
	"product_id" integer,
	"user_id" integer,
	"author_name" text,
	"address_hash" text,
	"body" text DEFAULT '' NOT NULL,
	"rating" smallint,
	"status" varchar(16) NOT NULL,
	"language_code" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_one_target" CHECK (("comments"."post_id" is null) <> ("comments"."product_id" is null)),
	CONSTRAINT "comments_rating" CHECK ("comments"."rating" is null or "comments"."rating" between 1 and 10),
	CONSTRAINT "comments_status" CHECK ("comments"."status" in ('published', 'pending', 'rejected')),
	CONSTRAINT "comments_body_length" CHECK (char_length("comments"."body") <= 5000)
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_post_id_terms_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_post_list" ON "comments" USING btree ("post_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "comments"."post_id" is not null;--> statement-breakpoint
CREATE INDEX "comments_product_list" ON "comments" USING btree ("product_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "comments"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "comments_site_status" ON "comments" USING btree ("site_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comments_user" ON "comments" USING btree ("user_id");