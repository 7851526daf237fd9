CREATE TABLE "localities" (
	"kato" text PRIMARY KEY NOT NULL,
	"parent_kato" text,
	"level" text NOT NULL,
	"type_code" smallint NOT NULL,
	"name_ru" text NOT NULL,
	"name_kk" text NOT NULL,
	"kind" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "localities_kato_format" CHECK ("localities"."kato" ~ '^[0-9]{9}$'),
	CONSTRAINT "localities_level_check" CHECK ("localities"."level" in ('oblast', 'district', 'sub_district', 'settlement')),
	CONSTRAINT "localities_kind_check" CHECK ("localities"."kind" is null or "localities"."kind" in ('republic_city', 'regional_centre', 'city', 'town', 'village', 'station'))
);
--> statement-breakpoint
CREATE TABLE "reference_imports" (
	"name" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"rows" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "street_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_ru" text NOT NULL,
	"abbr_ru" text NOT NULL,
	"name_kk" text NOT NULL,
	"abbr_kk" text NOT NULL,
	"name_en" text NOT NULL,
	"abbr_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "street_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE INDEX "localities_parent_kato_idx" ON "localities" USING btree ("parent_kato");