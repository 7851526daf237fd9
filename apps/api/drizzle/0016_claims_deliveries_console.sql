CREATE TABLE "carrier_liabilities" (
	"claim_id" uuid PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"amount_tiyn" bigint NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "carrier_liabilities_amount_check" CHECK ("carrier_liabilities"."amount_tiyn" >= 0)
);
--> statement-breakpoint
CREATE TABLE "claim_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"image" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"seq" smallint NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'filed' NOT NULL,
	"description" text NOT NULL,
	"claimed_tiyn" bigint NOT NULL,
	"max_tiyn" bigint NOT NULL,
	"carrier" text NOT NULL,
	"filed_by_name" text,
	"filed_at" timestamp with time zone NOT NULL,
	"review_by" date NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_id" uuid,
	"decided_by_name" text,
	"compensation_tiyn" bigint,
	"refusal_reason" text,
	"pay_by" date,
	"paid_at" timestamp with time zone,
	"movement_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_order_seq_unique" UNIQUE("order_id","seq"),
	CONSTRAINT "claims_type_check" CHECK ("claims"."type" in ('loss', 'damage', 'shortage', 'delay')),
	CONSTRAINT "claims_status_check" CHECK ("claims"."status" in ('filed', 'compensated', 'refused')),
	CONSTRAINT "claims_amounts_check" CHECK ("claims"."claimed_tiyn" > 0 and "claims"."claimed_tiyn" <= "claims"."max_tiyn"),
	CONSTRAINT "claims_decision_check" CHECK (("claims"."status" = 'filed' and "claims"."decided_at" is null) or ("claims"."status" = 'compensated' and "claims"."compensation_tiyn" > 0 and "claims"."pay_by" is not null) or ("claims"."status" = 'refused' and "claims"."refusal_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "order_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"service" text NOT NULL,
	"days" smallint DEFAULT 1 NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"source" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" date NOT NULL,
	"paid_at" timestamp with time zone,
	"transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_services_status_check" CHECK ("order_services"."status" in ('unpaid', 'paid', 'cancelled')),
	CONSTRAINT "order_services_service_check" CHECK ("order_services"."service" in ('SECOND_ATTEMPT', 'STORAGE', 'REPACKING')),
	CONSTRAINT "order_services_source_check" CHECK ("order_services"."source" in ('customer', 'staff', 'carrier')),
	CONSTRAINT "order_services_amount_check" CHECK ("order_services"."amount" > 0 and "order_services"."days" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"kato" text NOT NULL,
	"name" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"hours" jsonb NOT NULL,
	"max_weight_kg" numeric NOT NULL,
	"max_side_cm" numeric NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_points_kind_check" CHECK ("pickup_points"."kind" in ('store', 'pickupPoint')),
	CONSTRAINT "pickup_points_limits_check" CHECK ("pickup_points"."max_weight_kg" > 0 and "pickup_points"."max_side_cm" > 0)
);
--> statement-breakpoint
ALTER TABLE "avr_acts" DROP CONSTRAINT "avr_acts_company_month_key";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
DROP INDEX "orders_carrier_created_idx";--> statement-breakpoint
ALTER TABLE "avr_acts" ADD COLUMN "replaces" uuid;--> statement-breakpoint
ALTER TABLE "avr_acts" ADD COLUMN "replaced_by" uuid;--> statement-breakpoint
ALTER TABLE "avr_acts" ADD COLUMN "reissue_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "late_days" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "late_credit" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "late_credit_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "late_credited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_point_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "return_of_order_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "order_priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier_liabilities" ADD CONSTRAINT "carrier_liabilities_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_photos" ADD CONSTRAINT "claim_photos_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_services" ADD CONSTRAINT "order_services_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_liabilities_carrier_idx" ON "carrier_liabilities" USING btree ("carrier","recorded_at");--> statement-breakpoint
CREATE INDEX "claim_photos_claim_idx" ON "claim_photos" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_open_type_idx" ON "claims" USING btree ("order_id","type") WHERE "claims"."status" = 'filed';--> statement-breakpoint
CREATE INDEX "claims_user_idx" ON "claims" USING btree ("user_id","filed_at");--> statement-breakpoint
CREATE INDEX "claims_status_review_idx" ON "claims" USING btree ("status","review_by");--> statement-breakpoint
CREATE INDEX "claims_unpaid_idx" ON "claims" USING btree ("pay_by") WHERE "claims"."status" = 'compensated' and "claims"."paid_at" is null;--> statement-breakpoint
CREATE INDEX "order_services_order_idx" ON "order_services" USING btree ("order_id","ordered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_services_unpaid_idx" ON "order_services" USING btree ("order_id","service") WHERE "order_services"."status" = 'unpaid';--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_points_carrier_code_idx" ON "pickup_points" USING btree ("carrier","code");--> statement-breakpoint
CREATE INDEX "pickup_points_kato_idx" ON "pickup_points" USING btree ("kato");--> statement-breakpoint
ALTER TABLE "avr_acts" ADD CONSTRAINT "avr_acts_replaces_avr_acts_id_fk" FOREIGN KEY ("replaces") REFERENCES "public"."avr_acts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_return_of_order_id_orders_id_fk" FOREIGN KEY ("return_of_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "avr_acts_company_month_live_key" ON "avr_acts" USING btree ("company_id","period_month") WHERE replaced_by is null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_return_of_idx" ON "orders" USING btree ("return_of_order_id");--> statement-breakpoint
ALTER TABLE "avr_acts" ADD CONSTRAINT "avr_acts_replaces_unique" UNIQUE("replaces");--> statement-breakpoint
ALTER TABLE "avr_acts" ADD CONSTRAINT "avr_acts_replaced_refused_check" CHECK ("avr_acts"."replaced_by" is null or "avr_acts"."status" = 'refused');--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('wallet', 'bank', 'revenue', 'promo', 'adjustments', 'refund_hold', 'compensation'));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('topup', 'order_payment', 'refund', 'adjustment', 'refund_request', 'refund_payout', 'refund_release', 'late_credit', 'service_charge', 'compensation'));--> statement-breakpoint
-- hand-written (console): the console's orders list (issue 18) reads the ids of a page from one of these indexes alone
-- (an index-only scan: the filters' columns ride along), then the page's rows by id. A rare combination of filters
-- (a carrier's cancellation requests, a region's late parcels of one carrier) no longer reads the table row by row
-- to find that nothing matches. They replace the plain list indexes above (and orders_created_at_idx, which
-- duplicated orders_created_idx); the dashboard's week reads orders_list_created_idx.
CREATE INDEX IF NOT EXISTS "orders_list_created_idx" ON "orders" USING btree ("created_at" DESC, "id" DESC) INCLUDE ("from_kato", "status", "carrier", "due_on");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_list_status_idx" ON "orders" USING btree ("status", "created_at" DESC, "id" DESC) INCLUDE ("carrier", "due_on", "from_kato", "to_kato");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_list_carrier_idx" ON "orders" USING btree ("carrier", "created_at" DESC, "id" DESC) INCLUDE ("status", "due_on");--> statement-breakpoint
DROP INDEX IF EXISTS "orders_from_region_created_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "orders_to_region_created_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_list_from_region_idx" ON "orders" USING btree ((left("from_kato", 2)), "created_at" DESC, "id" DESC) INCLUDE ("from_kato", "status", "carrier", "due_on");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_list_to_region_idx" ON "orders" USING btree ((left("to_kato", 2)), "created_at" DESC, "id" DESC) INCLUDE ("to_kato", "status", "carrier", "due_on");

--> statement-breakpoint
-- hand-written (delivery)
-- A delivery type is one of the nine of spec §3.
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_type_check" CHECK ("delivery_type" is null or "delivery_type" between 1 and 9);

--> statement-breakpoint
-- hand-written (docs): the order invoices issued before this migration take their order's number and family.
UPDATE "invoices" AS i SET "order_number" = o."order_number", "order_priority" = (o."kind" = 'priority') FROM "orders" AS o WHERE i."order_id" = o."id";

--> statement-breakpoint
-- hand-written (claims)
-- The system account claims pay compensations from (issue 19).
INSERT INTO "ledger_accounts" ("kind") VALUES ('compensation');
