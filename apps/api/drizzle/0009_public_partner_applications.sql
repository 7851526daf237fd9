CREATE TABLE "partner_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"company" text,
	"bin" text,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"city" text NOT NULL,
	"message" text,
	"lang" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_applications_status_check" CHECK ("partner_applications"."status" in ('new', 'contacted', 'declined')),
	CONSTRAINT "partner_applications_lang_check" CHECK ("partner_applications"."lang" in ('ru', 'kk', 'en'))
);
--> statement-breakpoint
CREATE INDEX "partner_applications_created_idx" ON "partner_applications" USING btree ("created_at");