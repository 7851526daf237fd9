CREATE TABLE "avr_act_lines" (
	"act_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"from_name" text,
	"to_name" text,
	"tariff" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price_tiyn" bigint NOT NULL,
	"amount_tiyn" bigint NOT NULL,
	CONSTRAINT "avr_act_lines_act_id_position_pk" PRIMARY KEY("act_id","position"),
	CONSTRAINT "avr_act_lines_kind_check" CHECK ("avr_act_lines"."kind" in ('order', 'service'))
);
--> statement-breakpoint
CREATE TABLE "avr_acts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"period_month" date NOT NULL,
	"status" text NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"post_paid" boolean NOT NULL,
	"total_tiyn" bigint NOT NULL,
	"orders_tiyn" bigint NOT NULL,
	"services_tiyn" bigint NOT NULL,
	"vat_tiyn" bigint NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"order_count" integer NOT NULL,
	"customer" jsonb NOT NULL,
	"pdf" "bytea" NOT NULL,
	"pdf_sha256" text NOT NULL,
	"lang" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_on" date NOT NULL,
	"refuse_by" date NOT NULL,
	"sign_by" date NOT NULL,
	"deemed_accepted_after" date NOT NULL,
	"pay_by" date NOT NULL,
	"viewed_at" timestamp with time zone,
	"refused_reason" text,
	"error_code" text,
	"jetkiz_signature_id" uuid,
	"company_signature_id" uuid,
	"verification_code" text NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_tiyn" bigint,
	"penalty_tiyn" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avr_acts_number_unique" UNIQUE("number"),
	CONSTRAINT "avr_acts_verification_code_unique" UNIQUE("verification_code"),
	CONSTRAINT "avr_acts_company_month_key" UNIQUE("company_id","period_month"),
	CONSTRAINT "avr_acts_year_seq_key" UNIQUE("year","seq"),
	CONSTRAINT "avr_acts_status_check" CHECK ("avr_acts"."status" in ('issued', 'viewed', 'signed', 'verified', 'paid', 'signing_error', 'verification_error', 'refused', 'deemed_accepted')),
	CONSTRAINT "avr_acts_lang_check" CHECK ("avr_acts"."lang" in ('ru', 'kk', 'en'))
);
--> statement-breakpoint
CREATE TABLE "avr_company_terms" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"post_paid" boolean NOT NULL,
	"credit_limit_tiyn" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avr_counters" (
	"year" smallint PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avr_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"act_id" uuid NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"reason" text,
	"error_code" text
);
--> statement-breakpoint
ALTER TABLE "avr_act_lines" ADD CONSTRAINT "avr_act_lines_act_id_avr_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "public"."avr_acts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avr_events" ADD CONSTRAINT "avr_events_act_id_avr_acts_id_fk" FOREIGN KEY ("act_id") REFERENCES "public"."avr_acts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avr_acts_company_idx" ON "avr_acts" USING btree ("company_id","issued_at");--> statement-breakpoint
CREATE INDEX "avr_acts_open_idx" ON "avr_acts" USING btree ("deemed_accepted_after") WHERE status in ('issued', 'viewed', 'signing_error', 'verification_error');--> statement-breakpoint
CREATE INDEX "avr_events_act_idx" ON "avr_events" USING btree ("act_id","at");--> statement-breakpoint
-- Hand-written (issue 17): the monthly issue reads delivered orders by month, then by customer; without this it
-- scans every order (the orders module's table, read only through its index.ts).
CREATE INDEX IF NOT EXISTS "orders_delivered_avr_idx" ON "orders" ("delivered_at", "user_id") WHERE "status" = 'delivered';
