CREATE TABLE "sandbox_wallet_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"resource" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status";--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_kind";--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_verdict";--> statement-breakpoint
ALTER TABLE "shop_payment_methods" DROP CONSTRAINT "shop_payment_methods_kind";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_gateway_transactions" ADD COLUMN "kind" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded" CHECK ("orders"."refunded_cents" between 0 and "orders"."total_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" in ('unpaid', 'awaiting', 'paid', 'failed', 'expired', 'flagged', 'refunded'));--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_kind" CHECK ("payment_events"."kind" in ('start', 'return', 'notification', 'status', 'capture', 'refund'));--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_verdict" CHECK ("payment_events"."verdict" in ('accepted', 'declined', 'badSignature', 'amountMismatch', 'replay', 'late', 'unknownOrder', 'unanswered'));--> statement-breakpoint
ALTER TABLE "shop_payment_methods" ADD CONSTRAINT "shop_payment_methods_kind" CHECK ("shop_payment_methods"."kind" in ('cashOnDelivery', 'bankTransfer', 'card', 'wallet'));