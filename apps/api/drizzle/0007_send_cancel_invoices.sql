CREATE TABLE "document_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "booking_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier_cancel_error" text;--> statement-breakpoint
CREATE INDEX "orders_carrier_work_idx" ON "orders" USING btree ("booking_until") WHERE ("orders"."status" = 'paid' and "orders"."booking_until" is not null) or ("orders"."status" = 'cancelled' and "orders"."carrier_contacted_at" is not null and "orders"."carrier_cancelled_at" is null);--> statement-breakpoint
DROP SEQUENCE "public"."invoice_number_seq";--> statement-breakpoint
-- hand-written
-- Invoice numbers continue after the highest one issued under the old sequence.
INSERT INTO "document_counters" ("name", "value")
SELECT 'invoice', coalesce(max(substring("number" from 8)::bigint), 0) FROM "invoices";
--> statement-breakpoint
-- A paid order cancelled before this migration may have been booked by a send it raced with (issue 12), and an
-- unsent order whose booking failed may have been booked by a carrier that answered too late: the carriers are
-- asked to cancel those bookings by our order id (idempotent; nothing booked stays nothing).
UPDATE "orders" SET "carrier_contacted_at" = "updated_at"
WHERE ("status" = 'cancelled' AND "payment_status" = 'refunded') OR ("booking_error" IS NOT NULL AND "booked_at" IS NULL);
