CREATE TABLE "backups" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"file" text,
	"size" bigint,
	"error" text,
	CONSTRAINT "backups_status" CHECK ("backups"."status" in ('running', 'succeeded', 'failed')),
	CONSTRAINT "backups_trigger" CHECK ("backups"."trigger" in ('daily', 'command', 'reset'))
);
--> statement-breakpoint
CREATE INDEX "backups_started" ON "backups" USING btree ("started_at");