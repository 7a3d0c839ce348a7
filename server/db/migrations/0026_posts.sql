CREATE TABLE "post_term_links" (
	"post_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "post_term_links_post_id_term_id_pk" PRIMARY KEY("post_id","term_id"),
	CONSTRAINT "post_term_links_kind" CHECK ("post_term_links"."kind" in ('category', 'tag'))
);
--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "post_type" text;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "excerpt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "cover" jsonb;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "author" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "post_term_links" ADD CONSTRAINT "post_term_links_post_id_terms_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_term_links" ADD CONSTRAINT "post_term_links_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_term_links_term" ON "post_term_links" USING btree ("term_id","post_id");--> statement-breakpoint
CREATE INDEX "terms_published" ON "terms" USING btree ("site_id","language_code","type","published_at" DESC NULLS LAST);