CREATE TABLE "missing_urls" (
	"site_id" text NOT NULL,
	"path" text NOT NULL,
	"hits" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missing_urls_site_id_path_pk" PRIMARY KEY("site_id","path")
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"from_path" text NOT NULL,
	"to_target" text NOT NULL,
	"status" smallint DEFAULT 301 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_status" CHECK ("redirects"."status" in (301, 302))
);
--> statement-breakpoint
ALTER TABLE "missing_urls" ADD CONSTRAINT "missing_urls_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "missing_urls_last_seen" ON "missing_urls" USING btree ("site_id","last_seen_at");--> statement-breakpoint
CREATE INDEX "missing_urls_hits" ON "missing_urls" USING btree ("site_id","hits");--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_from" ON "redirects" USING btree ("site_id","from_path");