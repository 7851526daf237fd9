CREATE TABLE "sms_budget_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sms_budget_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "sms_budget_counters_window_idx" ON "sms_budget_counters" USING btree ("window_start");