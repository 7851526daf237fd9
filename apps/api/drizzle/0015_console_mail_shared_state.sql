CREATE TABLE "carrier_settings" (
	"code" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"timeout_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_settings_timeout_check" CHECK ("carrier_settings"."timeout_ms" is null or "carrier_settings"."timeout_ms" between 100 and 30000)
);
--> statement-breakpoint
CREATE TABLE "shared_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"value" "bytea" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_avatars" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"image" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"html" text,
	"headers" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"lang" text DEFAULT 'ru' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"nonce" text NOT NULL,
	"confirm_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscriptions_status_check" CHECK ("newsletter_subscriptions"."status" in ('pending', 'active', 'unsubscribed')),
	CONSTRAINT "newsletter_subscriptions_lang_check" CHECK ("newsletter_subscriptions"."lang" in ('ru', 'kk', 'en'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_id" uuid,
	"staff_name" text,
	"staff_role" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"before" jsonb,
	"after" jsonb,
	"reason" text,
	"outcome" text NOT NULL,
	"error_code" text,
	"ip" text,
	"request_id" text,
	CONSTRAINT "audit_log_outcome_check" CHECK ("audit_log"."outcome" in ('done', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"totp_secret" text,
	"totp_enrolled" boolean DEFAULT false NOT NULL,
	"totp_last_step" bigint,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_sign_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_phone_unique" UNIQUE("phone"),
	CONSTRAINT "staff_members_role_check" CHECK ("staff_members"."role" in ('administrator', 'operator', 'accountant', 'viewer')),
	CONSTRAINT "staff_members_status_check" CHECK ("staff_members"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_reason" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"top_up_id" integer,
	"iban" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"requested_on" date NOT NULL,
	"hold_transaction_id" uuid NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_id" uuid,
	"decided_by_name" text,
	"decline_reason" text,
	"actor_id" uuid,
	"actor_name" text,
	CONSTRAINT "refund_requests_method_check" CHECK ("refund_requests"."method" in ('card', 'transfer')),
	CONSTRAINT "refund_requests_status_check" CHECK ("refund_requests"."status" in ('pending', 'paid', 'declined')),
	CONSTRAINT "refund_requests_amount_check" CHECK ("refund_requests"."amount" > 0),
	CONSTRAINT "refund_requests_destination_check" CHECK (("refund_requests"."method" = 'card' and "refund_requests"."top_up_id" is not null) or ("refund_requests"."method" = 'transfer' and "refund_requests"."iban" is not null))
);
--> statement-breakpoint
CREATE TABLE "transfer_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"bank_reference" text NOT NULL,
	"payer_bin" text NOT NULL,
	"paid_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_id" uuid NOT NULL,
	"staff_id" uuid,
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_credits_invoice_id_unique" UNIQUE("invoice_id"),
	CONSTRAINT "transfer_credits_bank_reference_unique" UNIQUE("bank_reference")
);
--> statement-breakpoint
CREATE TABLE "wallet_adjustments" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"staff_id" uuid,
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "block_category" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_outcome" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "terminals" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_avatars" ADD CONSTRAINT "user_avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_top_up_id_top_ups_id_fk" FOREIGN KEY ("top_up_id") REFERENCES "public"."top_ups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_hold_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("hold_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_credits" ADD CONSTRAINT "transfer_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_credits" ADD CONSTRAINT "transfer_credits_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_adjustments" ADD CONSTRAINT "wallet_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_cache_expires_idx" ON "shared_cache" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "shared_counters_expires_idx" ON "shared_counters" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_staff_idx" ON "audit_log" USING btree ("staff_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","at");--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_staff_idx" ON "staff_recovery_codes" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "refund_requests_user_idx" ON "refund_requests" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "refund_requests_open_idx" ON "refund_requests" USING btree ("requested_on") WHERE "refund_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "wallet_adjustments_created_idx" ON "wallet_adjustments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_failed_idx" ON "sms_outbox" USING btree ("created_at") WHERE "sms_outbox"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "sms_outbox_unsent_idx" ON "sms_outbox" USING btree ("status","created_at") WHERE "sms_outbox"."status" <> 'sent';--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("estimated_delivery_to") WHERE "orders"."status" in ('paid', 'sent', 'in_transit', 'arrived', 'out_for_delivery', 'cancellation_requested');--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_carrier_created_idx" ON "orders" USING btree ("carrier","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "top_ups_paid_idx" ON "top_ups" USING btree ("updated_at") WHERE "top_ups"."status" = 'paid';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_block_category_check" CHECK ("users"."block_category" is null or "users"."block_category" in ('breach', 'debt'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancellation_outcome_check" CHECK ("orders"."cancellation_outcome" is null or "orders"."cancellation_outcome" in ('approved', 'declined'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('wallet', 'bank', 'revenue', 'promo', 'adjustments', 'refund_hold'));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK ("ledger_transactions"."kind" in ('topup', 'order_payment', 'refund', 'adjustment', 'refund_request', 'refund_payout', 'refund_release'));--> statement-breakpoint
-- Hand-written (staff): the audit log is evidence, so the table is append-only (no row is changed or removed).
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
-- Hand-written (shared state): counters and cached answers are worth a minute: no WAL for them (a crash empties them; replicas do not carry them).
ALTER TABLE "shared_counters" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "shared_cache" SET UNLOGGED;--> statement-breakpoint
-- Hand-written (console orders): orders made before issue 18 are due on their estimated last day.
UPDATE "orders" SET "due_on" = "estimated_delivery_to" WHERE "due_on" IS NULL;--> statement-breakpoint
-- The console's list by the KATO region (two digits) of the sender or of the receiver, newest first.
CREATE INDEX "orders_from_region_created_idx" ON "orders" USING btree ((left("from_kato", 2)), "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "orders_to_region_created_idx" ON "orders" USING btree ((left("to_kato", 2)), "created_at" DESC, "id" DESC);--> statement-breakpoint
-- Late orders: open ones by their due day.
CREATE INDEX "orders_open_due_idx" ON "orders" USING btree ("due_on", "created_at" DESC) WHERE "status" NOT IN ('delivered', 'cancelled');--> statement-breakpoint
-- Hand-written (console money): the system account that holds refunds asked and not yet paid out.
INSERT INTO "ledger_accounts" ("kind") VALUES ('refund_hold');--> statement-breakpoint
-- Hand-written (reference editing): the one row of the reference data's version stamp.
INSERT INTO "reference_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
