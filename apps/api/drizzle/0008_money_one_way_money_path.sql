ALTER TABLE "orders" ADD COLUMN "tariff_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_days_min" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_days_max" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "order_priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Payment history no longer asks the orders module: the kind of order is recorded with its movements.
UPDATE "ledger_transactions" AS lt SET "order_priority" = true FROM "orders" AS o WHERE o."id" = lt."order_id" AND o."kind" = 'priority';--> statement-breakpoint
-- What orders publishes for public tracking; the tracking module reads this view, not the orders table.
CREATE VIEW "order_tracking_view" AS
  SELECT o."id" AS "order_id", o."track_number", o."carrier_tracking_number", o."carrier_name", o."status",
    o."from_kato", o."to_kato",
    coalesce(nullif(trim(o."sender"->>'companyName'), ''), concat_ws(' ', o."sender"->>'lastName', o."sender"->>'firstName')) AS "sender_name",
    o."receiver_name", o."place_cnt", o."pickup_date", o."estimated_delivery_from", o."estimated_delivery_to", o."delivered_at"
  FROM "orders" AS o;
