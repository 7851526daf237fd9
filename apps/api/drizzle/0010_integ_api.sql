ALTER TABLE "top_ups" ADD COLUMN "reason_code" text;--> statement-breakpoint
-- Public tracking counts its dates by the domain's one rule (orderDates), which needs the estimated pickup too.
CREATE OR REPLACE VIEW "order_tracking_view" AS
  SELECT o."id" AS "order_id", o."track_number", o."carrier_tracking_number", o."carrier_name", o."status",
    o."from_kato", o."to_kato",
    coalesce(nullif(trim(o."sender"->>'companyName'), ''), concat_ws(' ', o."sender"->>'lastName', o."sender"->>'firstName')) AS "sender_name",
    o."receiver_name", o."place_cnt", o."pickup_date", o."estimated_delivery_from", o."estimated_delivery_to", o."delivered_at",
    o."estimated_pickup_date"
  FROM "orders" AS o;
