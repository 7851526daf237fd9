CREATE TABLE "issued_quotes" (
	"digest" text PRIMARY KEY NOT NULL,
	"price" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "issued_quotes_expires_at_idx" ON "issued_quotes" USING btree ("expires_at");