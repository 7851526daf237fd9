CREATE TABLE "tracking_misses" (
	"address" text PRIMARY KEY NOT NULL,
	"misses" integer NOT NULL,
	"last_miss_at" timestamp with time zone NOT NULL
);
