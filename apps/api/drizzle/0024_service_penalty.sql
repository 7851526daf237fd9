ALTER TABLE "order_services" ADD COLUMN "penalty" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_services" ADD COLUMN "penalty_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_services" ADD COLUMN "penalty_transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_penalty_check" CHECK ("order_services"."penalty" between 0 and "order_services"."amount" and "order_services"."penalty_days" >= 0 and ("order_services"."penalty" = 0 or "order_services"."penalty_days" > 0));