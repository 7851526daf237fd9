ALTER TABLE "saved_addresses" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_roles" text[];--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "employee_status" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "actor_id" uuid;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_users_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_organization_idx" ON "users" USING btree ("organization_id") WHERE "users"."organization_id" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_employee_check" CHECK (("users"."organization_id" is null) = ("users"."employee_status" is null) and ("users"."organization_id" is null) = ("users"."company_roles" is null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_employee_status_check" CHECK ("users"."employee_status" is null or "users"."employee_status" in ('invited', 'active', 'suspended'));--> statement-breakpoint
-- Hand-written: before employees an account had one user, its owner, who therefore created every existing order.
UPDATE "orders" AS o SET "actor_id" = u."id", "actor_name" = trim(u."last_name" || ' ' || u."first_name") FROM "users" AS u WHERE u."id" = o."user_id" AND o."actor_id" IS NULL;
