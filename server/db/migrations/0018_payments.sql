CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"order_id" integer,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"verdict" text NOT NULL,
	"amount_cents" integer,
	"currency" varchar(3),
	"change" jsonb,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_kind" CHECK ("payment_events"."kind" in ('start', 'return', 'notification', 'status', 'refund')),
	CONSTRAINT "payment_events_verdict" CHECK ("payment_events"."verdict" in ('accepted', 'declined', 'badSignature', 'amountMismatch', 'replay', 'unknownOrder'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_keys" (
	"provider" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"secret_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status";--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_order" ON "payment_events" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" in ('unpaid', 'awaiting', 'paid', 'failed', 'expired', 'flagged'));--> statement-breakpoint
-- Payment events are append-only (decision 045): no update ever; a delete only as part of its
-- order's removal (the foreign key's cascade runs after the order is gone).
CREATE FUNCTION "payment_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.order_id IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "orders" WHERE "id" = OLD.order_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'payment events are append-only' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payment_events_append_only" BEFORE UPDATE OR DELETE ON "payment_events" FOR EACH ROW EXECUTE FUNCTION "payment_events_append_only"();
