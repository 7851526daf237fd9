CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000 CACHE 1;--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"order_number" text NOT NULL,
	"track_number" text NOT NULL,
	"client_order_number" text,
	"carrier_tracking_number" text,
	"status" text NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"carrier" text NOT NULL,
	"carrier_name" text NOT NULL,
	"product" text NOT NULL,
	"from_kato" text NOT NULL,
	"to_kato" text NOT NULL,
	"sender" jsonb NOT NULL,
	"receiver" jsonb NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_phone" text NOT NULL,
	"content" text NOT NULL,
	"description" text,
	"sender_notation" text,
	"receiver_notation" text,
	"place_cnt" integer NOT NULL,
	"chargeable_weight" integer NOT NULL,
	"declared_value" bigint,
	"total_amount" bigint NOT NULL,
	"total_with_promo" bigint NOT NULL,
	"promo_code" text,
	"quote_id" text NOT NULL,
	"terminal_from_id" integer,
	"terminal_to_id" integer,
	"pickup_date" date,
	"estimated_pickup_date" date NOT NULL,
	"estimated_delivery_from" date NOT NULL,
	"estimated_delivery_to" date NOT NULL,
	"delivery_type" smallint,
	"product_sign" smallint,
	"special_condition" text,
	"client_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "orders_track_number_unique" UNIQUE("track_number"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('formed', 'paid', 'sent', 'in_transit', 'arrived', 'out_for_delivery', 'delivered', 'cancellation_requested', 'cancelled')),
	CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('unpaid', 'paid', 'refunded')),
	CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('standard', 'priority')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."total_amount" >= 0 and "orders"."total_with_promo" >= 0 and "orders"."total_with_promo" <= "orders"."total_amount")
);
--> statement-breakpoint
CREATE TABLE "saved_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"street_abbr_id" integer NOT NULL,
	"street" text NOT NULL,
	"house" text NOT NULL,
	"flat" text,
	"office" text,
	"kato" text NOT NULL,
	"graph" text,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_user_receiver_phone_idx" ON "orders" USING btree ("user_id","receiver_phone");--> statement-breakpoint
CREATE INDEX "saved_addresses_user_idx" ON "saved_addresses" USING btree ("user_id","name");