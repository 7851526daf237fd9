CREATE INDEX "sms_outbox_failed_idx" ON "sms_outbox" USING btree ("created_at") WHERE "sms_outbox"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("estimated_delivery_to") WHERE "orders"."status" in ('paid', 'sent', 'in_transit', 'arrived', 'out_for_delivery', 'cancellation_requested');--> statement-breakpoint
CREATE INDEX "top_ups_paid_idx" ON "top_ups" USING btree ("updated_at") WHERE "top_ups"."status" = 'paid';