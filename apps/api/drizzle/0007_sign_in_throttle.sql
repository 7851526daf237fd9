CREATE TABLE "session_revocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"free" integer NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"in_flight" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"reserved_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_throttles_counts_check" CHECK ("sign_in_throttles"."failures" >= 0 and "sign_in_throttles"."in_flight" >= 0)
);
--> statement-breakpoint
CREATE INDEX "session_revocations_created_idx" ON "session_revocations" USING btree ("created_at");--> statement-breakpoint
DROP TABLE "sign_in_failures" CASCADE;
