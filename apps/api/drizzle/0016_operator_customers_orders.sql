ALTER TABLE "users" ADD COLUMN "block_category" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_outcome" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_decided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_carrier_created_idx" ON "orders" USING btree ("carrier","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_block_category_check" CHECK ("users"."block_category" is null or "users"."block_category" in ('breach', 'debt'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancellation_outcome_check" CHECK ("orders"."cancellation_outcome" is null or "orders"."cancellation_outcome" in ('approved', 'declined'));--> statement-breakpoint
-- Orders made before issue 18 are due on their estimated last day.
UPDATE "orders" SET "due_on" = "estimated_delivery_to" WHERE "due_on" IS NULL;--> statement-breakpoint
-- The console's list by the KATO region (two digits) of the sender or of the receiver, newest first.
CREATE INDEX "orders_from_region_created_idx" ON "orders" USING btree ((left("from_kato", 2)), "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "orders_to_region_created_idx" ON "orders" USING btree ((left("to_kato", 2)), "created_at" DESC, "id" DESC);--> statement-breakpoint
-- Late orders: open ones by their due day.
CREATE INDEX "orders_open_due_idx" ON "orders" USING btree ("due_on", "created_at" DESC) WHERE "status" NOT IN ('delivered', 'cancelled');
