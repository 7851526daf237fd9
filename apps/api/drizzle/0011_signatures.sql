CREATE TABLE "signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"format" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"account_id" uuid,
	"actor_id" uuid,
	"signed_data" "bytea" NOT NULL,
	"raw" text NOT NULL,
	"certificate_pem" text NOT NULL,
	"serial_number" text NOT NULL,
	"signer_iin" text,
	"signer_bin" text,
	"signer_name" text,
	"organization" text,
	"key_users" text[] NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	"revocation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "signatures_subject_idx" ON "signatures" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "signatures_account_idx" ON "signatures" USING btree ("account_id","created_at");--> statement-breakpoint
-- Hand-written: signatures are evidence, so the table is append-only (no row is changed or removed).
CREATE FUNCTION "signatures_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'signatures are append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "signatures_append_only" BEFORE UPDATE OR DELETE ON "signatures"
  FOR EACH ROW EXECUTE FUNCTION "signatures_append_only"();
