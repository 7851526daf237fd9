ALTER TABLE "orders" ADD COLUMN "booking_error_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_booking_error_kind_check" CHECK ("orders"."booking_error_kind" is null or ("orders"."booking_error_kind" in ('unavailable', 'refused') and "orders"."booking_error" is not null));--> statement-breakpoint
-- Hand-written: failures recorded before the kind was kept. The carrier adapters wrote an unreachable or failing
-- carrier's reason as «<carrier name>: <what happened>», and a refusal as the carrier's own words.
UPDATE "orders" SET "booking_error_kind" = CASE WHEN "booking_error" ~ '^[^:]{1,40}: ' THEN 'unavailable' ELSE 'refused' END WHERE "booking_error" IS NOT NULL;
