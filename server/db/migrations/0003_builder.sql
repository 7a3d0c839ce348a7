CREATE TABLE "builder_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"structure" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "builder_documents_kind" CHECK ("builder_documents"."kind" in ('page', 'section'))
);
--> statement-breakpoint
CREATE TABLE "builder_translations" (
	"document_id" integer NOT NULL,
	"language_code" varchar(3) NOT NULL,
	"meta" jsonb NOT NULL,
	"localised" jsonb NOT NULL,
	"draft_revision" integer NOT NULL,
	"published_revision" integer,
	"published_version" integer,
	"published_at" timestamp with time zone,
	"scheduled_at" timestamp with time zone,
	"scheduled_by" integer,
	CONSTRAINT "builder_translations_document_id_language_code_pk" PRIMARY KEY("document_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "builder_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"language_code" varchar(3) NOT NULL,
	"number" integer NOT NULL,
	"meta" jsonb NOT NULL,
	"document" jsonb NOT NULL,
	"options" jsonb,
	"mobile_options" jsonb,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "masters" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"element" jsonb,
	"document" jsonb,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "masters_kind" CHECK ("masters"."kind" in ('master', 'template'))
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"mime" text NOT NULL,
	"extension" text NOT NULL,
	"hash" varchar(64) NOT NULL,
	"folder" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"original_name" text NOT NULL,
	"alternative_paths" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "builder_documents" ADD CONSTRAINT "builder_documents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_documents" ADD CONSTRAINT "builder_documents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_translations" ADD CONSTRAINT "builder_translations_document_id_builder_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."builder_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_translations" ADD CONSTRAINT "builder_translations_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_versions" ADD CONSTRAINT "builder_versions_document_id_builder_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."builder_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_versions" ADD CONSTRAINT "builder_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "masters" ADD CONSTRAINT "masters_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "builder_documents_key" ON "builder_documents" USING btree ("site_id","kind","key");--> statement-breakpoint
CREATE INDEX "builder_translations_scheduled" ON "builder_translations" USING btree ("scheduled_at");--> statement-breakpoint
CREATE UNIQUE INDEX "builder_versions_number" ON "builder_versions" USING btree ("document_id","language_code","number");--> statement-breakpoint
CREATE INDEX "masters_site_kind" ON "masters" USING btree ("site_id","kind");--> statement-breakpoint
CREATE INDEX "media_items_site" ON "media_items" USING btree ("site_id","id");