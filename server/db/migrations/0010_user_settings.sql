CREATE TABLE "user_settings" (
	"user_id" integer NOT NULL,
	"group" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_settings_user_id_group_key_pk" PRIMARY KEY("user_id","group","key")
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- back-office users of an existing installation speak Croatian (the default language) in the admin area
INSERT INTO "user_settings" ("user_id", "group", "key", "value") SELECT "id", 'general', 'language', '"hrv"'::jsonb FROM "users" WHERE "is_backoffice_user" AND "deleted_at" IS NULL;
