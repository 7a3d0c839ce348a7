ALTER TABLE "outbox" DROP CONSTRAINT "outbox_status";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status" CHECK ("outbox"."status" in ('queued', 'pending', 'sent', 'failed'));