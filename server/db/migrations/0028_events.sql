CREATE TABLE "event_translations" (
	"event_id" integer NOT NULL,
	"site_id" text NOT NULL,
	"language_code" varchar(3) NOT NULL,
	"title" text NOT NULL,
	"slug" text,
	"description" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	CONSTRAINT "event_translations_event_id_language_code_pk" PRIMARY KEY("event_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer,
	"attendees" integer DEFAULT 0 NOT NULL,
	"cover" jsonb,
	"is_published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_end_after_start" CHECK ("events"."ends_at" > "events"."starts_at"),
	CONSTRAINT "events_capacity" CHECK ("events"."capacity" is null or "events"."capacity" >= 0),
	CONSTRAINT "events_attendees" CHECK ("events"."attendees" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_translations" ADD CONSTRAINT "event_translations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_translations_slug" ON "event_translations" USING btree ("site_id","language_code","slug");--> statement-breakpoint
CREATE INDEX "events_published_start" ON "events" USING btree ("site_id","starts_at","id") WHERE "events"."is_published";