CREATE TABLE "signature_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"nonce_hash" text NOT NULL,
	"document_hash" text NOT NULL,
	"user_id" uuid,
	"offer_version" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"signature_id" uuid,
	"entity_type" smallint,
	"certificate" jsonb,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"token_phone" text,
	"token_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_challenges_nonce_hash_unique" UNIQUE("nonce_hash"),
	CONSTRAINT "signature_challenges_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "signature_challenges_kind_check" CHECK ("signature_challenges"."kind" in ('registration', 'verification')),
	CONSTRAINT "signature_challenges_owner_check" CHECK (("signature_challenges"."kind" = 'verification') = ("signature_challenges"."user_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_signature_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_signer" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "offer_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "offer_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signature_challenges" ADD CONSTRAINT "signature_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_challenges" ADD CONSTRAINT "signature_challenges_signature_id_signatures_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."signatures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_challenges_expires_idx" ON "signature_challenges" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_verified_signature_id_signatures_id_fk" FOREIGN KEY ("verified_signature_id") REFERENCES "public"."signatures"("id") ON DELETE no action ON UPDATE no action;