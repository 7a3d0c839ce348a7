CREATE TABLE "consent_assignments" (
	"site_id" text NOT NULL,
	"assigned_to" text NOT NULL,
	"key" text NOT NULL,
	"consent_id" integer NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "consent_assignments_site_id_assigned_to_key_pk" PRIMARY KEY("site_id","assigned_to","key")
);
--> statement-breakpoint
CREATE TABLE "consent_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"consent_id" integer NOT NULL,
	"unique_number" text NOT NULL,
	"version" integer NOT NULL,
	"assigned_to" text NOT NULL,
	"key" text NOT NULL,
	"status" text NOT NULL,
	"status_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"source_type" text DEFAULT 'cmsSite' NOT NULL,
	"user_type" text NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"order_number" text,
	"prev_hash" text DEFAULT '' NOT NULL,
	"hash" text DEFAULT '' NOT NULL,
	CONSTRAINT "consent_log_source" CHECK ("consent_log"."source_type" in ('cmsSite')),
	CONSTRAINT "consent_log_status" CHECK ("consent_log"."status" in ('accepted', 'withdrawn')),
	CONSTRAINT "consent_log_user_type" CHECK ("consent_log"."user_type" in ('webUser', 'guest'))
);
--> statement-breakpoint
CREATE TABLE "consent_versions" (
	"consent_id" integer NOT NULL,
	"version" integer NOT NULL,
	"display_name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_versions_consent_id_version_pk" PRIMARY KEY("consent_id","version")
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"unique_number" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"display_name" jsonb NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_assignments" ADD CONSTRAINT "consent_assignments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_assignments" ADD CONSTRAINT "consent_assignments_consent_id_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_versions" ADD CONSTRAINT "consent_versions_consent_id_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_log_site" ON "consent_log" USING btree ("site_id","id");--> statement-breakpoint
CREATE INDEX "consent_log_email" ON "consent_log" USING btree ("site_id",lower("email"));--> statement-breakpoint
CREATE INDEX "consent_log_user" ON "consent_log" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consents_unique_number" ON "consents" USING btree ("site_id","unique_number");--> statement-breakpoint
-- The consent log's hash of an entry: its fields in a fixed order after the hash before it.
CREATE FUNCTION consent_log_hash(entry consent_log) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws('|',
    entry.prev_hash, entry.id::text, entry.site_id, entry.consent_id::text, entry.unique_number,
    entry.version::text, entry.assigned_to, entry.key, entry.status,
    to_char(entry.status_timestamp AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    entry.source_type, entry.user_type, coalesce(entry.user_id::text, ''), entry.email,
    coalesce(entry.order_number, '')), 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- Each new entry is chained to its site's last one, one writer at a time per site: its id is
-- taken under the lock, so ids follow the chain.
CREATE FUNCTION consent_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('consent_log:' || NEW.site_id));
  NEW.id := nextval(pg_get_serial_sequence('consent_log', 'id'));
  SELECT hash INTO last_hash FROM consent_log WHERE site_id = NEW.site_id ORDER BY id DESC LIMIT 1;
  NEW.prev_hash := coalesce(last_hash, '');
  NEW.hash := consent_log_hash(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER consent_log_chain BEFORE INSERT ON consent_log FOR EACH ROW EXECUTE FUNCTION consent_log_chain();
--> statement-breakpoint
CREATE TRIGGER consent_log_append_only BEFORE UPDATE OR DELETE ON consent_log FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER consent_log_no_truncate BEFORE TRUNCATE ON consent_log FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER consent_versions_append_only BEFORE UPDATE OR DELETE ON consent_versions FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
-- The consents the forms' schema files named (schemas/forms/*.schema.json, x-consents), for each
-- site there is; a new database gets them from the seed (server/db/seed/consents.ts).
INSERT INTO consents (site_id, unique_number, display_name)
SELECT s.id, c.unique_number, c.display_name::jsonb FROM sites s CROSS JOIN (VALUES
  ('PRIV-1', '{"hrv":"Pročitao/la sam pravila zaštite privatnosti i pristajem na obradu svojih podataka radi otvaranja i vođenja računa.","eng":"I have read the privacy policy and agree to the processing of my data to open and keep my account.","deu":"Ich habe die Datenschutzerklärung gelesen und stimme der Verarbeitung meiner Daten zur Eröffnung und Führung meines Kontos zu."}'),
  ('NEWS-1', '{"hrv":"Želim primati obavijesti o ponudama i događanjima e-poštom.","eng":"I would like to receive news of offers and events by e-mail.","deu":"Ich möchte Neuigkeiten zu Angeboten und Veranstaltungen per E-Mail erhalten."}'),
  ('PRIV-2', '{"hrv":"Pristajem na obradu svojih podataka radi obrade i isporuke narudžbe, prema pravilima zaštite privatnosti.","eng":"I agree to the processing of my data to handle and deliver my order, as the privacy policy says.","deu":"Ich stimme der Verarbeitung meiner Daten zur Bearbeitung und Lieferung meiner Bestellung gemäß der Datenschutzerklärung zu."}'),
  ('TERMS-1', '{"hrv":"Pročitao/la sam i prihvaćam opće uvjete prodaje i pravo na jednostrani raskid ugovora.","eng":"I have read and accept the terms of sale and the right of withdrawal.","deu":"Ich habe die Verkaufsbedingungen und das Widerrufsrecht gelesen und akzeptiere sie."}')
) AS c(unique_number, display_name);
--> statement-breakpoint
INSERT INTO consent_versions (consent_id, version, display_name)
SELECT id, version, display_name FROM consents;
--> statement-breakpoint
INSERT INTO consent_assignments (site_id, assigned_to, key, consent_id, is_required, position)
SELECT c.site_id, a.assigned_to, a.key, c.id, a.is_required, a.position
FROM consents c JOIN (VALUES
  ('register', 'privacy', 'PRIV-1', true, 0),
  ('register', 'newsletter', 'NEWS-1', false, 1),
  ('checkoutAddress', 'privacy', 'PRIV-2', true, 0),
  ('checkoutAddress', 'newsletter', 'NEWS-1', false, 1),
  ('checkoutPayment', 'terms', 'TERMS-1', true, 0)
) AS a(assigned_to, key, unique_number, is_required, position) ON a.unique_number = c.unique_number;
--> statement-breakpoint
-- The consents given so far, into the log in the order they were given: accounts' (users are
-- not per site: the first site's) and orders' (their snapshot's), nothing lost.
INSERT INTO consent_log (site_id, consent_id, unique_number, version, assigned_to, key, status,
  status_timestamp, user_type, user_id, email, order_number)
SELECT given.site_id, a.consent_id, c.unique_number, c.version, given.form, given.key, 'accepted',
  given.at, given.user_type, given.user_id, given.email, given.order_number
FROM (
  SELECT (SELECT id FROM sites ORDER BY id LIMIT 1) AS site_id, uc.form, uc.consent_id AS key,
    uc.status_timestamp AS at, 'webUser' AS user_type, uc.user_id, uc.email,
    NULL::text AS order_number, uc.id AS tiebreak
  FROM user_consents uc
  UNION ALL
  SELECT o.site_id, e->>'form', e->>'id', (e->>'statusTimestamp')::timestamptz,
    CASE WHEN o.user_id IS NULL THEN 'guest' ELSE 'webUser' END, o.user_id, e->>'email',
    o.number, o.id
  FROM orders o CROSS JOIN LATERAL jsonb_array_elements(coalesce(o.snapshot->'consents', '[]'::jsonb)) AS e
) AS given
JOIN consent_assignments a ON a.site_id = given.site_id AND a.assigned_to = given.form AND a.key = given.key
JOIN consents c ON c.id = a.consent_id
ORDER BY given.at, given.tiebreak;
