CREATE TABLE "carrier_settings" (
	"code" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"timeout_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_settings_timeout_check" CHECK ("carrier_settings"."timeout_ms" is null or "carrier_settings"."timeout_ms" between 100 and 30000)
);
--> statement-breakpoint
CREATE TABLE "calendar_years" (
	"year" integer PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_years_year_check" CHECK ("calendar_years"."year" between 2000 and 2100)
);
--> statement-breakpoint
CREATE TABLE "reference_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_version_one_row" CHECK ("reference_version"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "sms_outbox_failed_idx" ON "sms_outbox" USING btree ("created_at") WHERE "sms_outbox"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("estimated_delivery_to") WHERE "orders"."status" in ('paid', 'sent', 'in_transit', 'arrived', 'out_for_delivery', 'cancellation_requested');--> statement-breakpoint
CREATE INDEX "top_ups_paid_idx" ON "top_ups" USING btree ("updated_at") WHERE "top_ups"."status" = 'paid';--> statement-breakpoint
INSERT INTO "reference_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
