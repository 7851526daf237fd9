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
CREATE INDEX "shared_cache_expires_idx" ON "shared_cache" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "shared_counters_expires_idx" ON "shared_counters" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_unsent_idx" ON "sms_outbox" USING btree ("status","created_at") WHERE "sms_outbox"."status" <> 'sent';--> statement-breakpoint
-- Counters and cached answers are worth a minute: no WAL for them (a crash empties them; replicas do not carry them).
ALTER TABLE "shared_counters" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "shared_cache" SET UNLOGGED;
