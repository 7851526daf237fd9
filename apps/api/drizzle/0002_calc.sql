CREATE TABLE "contract_rates" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"discount_basis_points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_rates_discount_check" CHECK ("contract_rates"."discount_basis_points" between 0 and 5000)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"note" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"code" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"fixed" bigint DEFAULT 0 NOT NULL,
	"basis_points_of_base" integer DEFAULT 0 NOT NULL,
	"products" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_grids" (
	"carrier" text NOT NULL,
	"product" text NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"max_kg" integer NOT NULL,
	"zone" text NOT NULL,
	"brackets" jsonb NOT NULL,
	"per_kg_above" bigint NOT NULL,
	"days_min" integer NOT NULL,
	"days_max" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariff_grids_carrier_product_zone_pk" PRIMARY KEY("carrier","product","zone"),
	CONSTRAINT "tariff_grids_zone_check" CHECK ("tariff_grids"."zone" in ('local', 'region', 'near', 'far')),
	CONSTRAINT "tariff_grids_type_check" CHECK ("tariff_grids"."type" in ('standard', 'express', 'simple', 'complex')),
	CONSTRAINT "tariff_grids_days_check" CHECK ("tariff_grids"."days_min" >= 0 and "tariff_grids"."days_max" >= "tariff_grids"."days_min")
);
--> statement-breakpoint
CREATE TABLE "terminals" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kato" text NOT NULL,
	"address" jsonb NOT NULL,
	"hours" jsonb NOT NULL,
	"max_weight_kg" integer NOT NULL,
	"max_side_cm" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminals_code_unique" UNIQUE("code"),
	CONSTRAINT "terminals_limits_check" CHECK ("terminals"."max_weight_kg" > 0 and "terminals"."max_side_cm" > 0)
);
--> statement-breakpoint
ALTER TABLE "contract_rates" ADD CONSTRAINT "contract_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "terminals_kato_idx" ON "terminals" USING btree ("kato");