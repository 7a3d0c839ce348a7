CREATE TABLE "sandbox_gateway_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"cart_id" text NOT NULL,
	"ws_pay_order_id" text NOT NULL,
	"approval_code" text NOT NULL,
	"stan" text NOT NULL,
	"amount" text NOT NULL,
	"action_success" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_verdict";--> statement-breakpoint
CREATE INDEX "sandbox_gateway_transactions_cart" ON "sandbox_gateway_transactions" USING btree ("shop_id","cart_id","id");--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_verdict" CHECK ("payment_events"."verdict" in ('accepted', 'declined', 'badSignature', 'amountMismatch', 'replay', 'late', 'unknownOrder'));