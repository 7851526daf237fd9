CREATE TABLE "document_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
DROP SEQUENCE "public"."invoice_number_seq";--> statement-breakpoint
-- hand-written
-- Invoice numbers continue after the highest one issued under the old sequence.
INSERT INTO "document_counters" ("name", "value")
SELECT 'invoice', coalesce(max(substring("number" from 8)::bigint), 0) FROM "invoices";
