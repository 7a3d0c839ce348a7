CREATE TABLE "change_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"origin" text NOT NULL,
	"change" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "change_events_created_at" ON "change_events" USING btree ("created_at");