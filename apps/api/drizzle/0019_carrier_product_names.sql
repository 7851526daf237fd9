CREATE TABLE "carrier_product_names" (
	"carrier" text NOT NULL,
	"product" text NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_product_names_carrier_product_pk" PRIMARY KEY("carrier","product")
);
