CREATE TABLE "transaction_series" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"recurrent_type" text NOT NULL,
	"anchor_index" integer NOT NULL,
	"anchor_date" date NOT NULL,
	"highest_index" integer NOT NULL,
	"transaction_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"value" numeric(14, 2) NOT NULL,
	"payment_id" text,
	"category_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transaction_series" ADD CONSTRAINT "transaction_series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_series" ADD CONSTRAINT "transaction_series_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_series" ADD CONSTRAINT "transaction_series_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_series_user" ON "transaction_series" USING btree ("user_id");--> statement-breakpoint
-- Repetitions made before this record existed (decision 106): the best the rows still say. The
-- template is the latest member (what the top-up copied so far), the anchor the earliest one that
-- survives, the highest index the highest that survives.
INSERT INTO "transaction_series" ("id", "user_id", "recurrent_type", "anchor_index", "anchor_date", "highest_index", "transaction_type", "name", "description", "value", "payment_id", "category_id")
SELECT "last"."recurrent_transaction_id", "last"."user_id", "last"."recurrent_type", "first"."recurrent_index", "first"."date", "last"."recurrent_index", "last"."transaction_type", "last"."name", "last"."description", "last"."value", "last"."payment_id", "last"."category_id"
FROM (
  SELECT DISTINCT ON ("recurrent_transaction_id") * FROM "transactions"
  WHERE "recurrent" AND "recurrent_transaction_id" IS NOT NULL AND "recurrent_index" IS NOT NULL AND "recurrent_type" IS NOT NULL
  ORDER BY "recurrent_transaction_id", "recurrent_index" DESC
) AS "last"
JOIN (
  SELECT DISTINCT ON ("recurrent_transaction_id") "recurrent_transaction_id", "recurrent_index", "date" FROM "transactions"
  WHERE "recurrent" AND "recurrent_transaction_id" IS NOT NULL AND "recurrent_index" IS NOT NULL AND "recurrent_type" IS NOT NULL
  ORDER BY "recurrent_transaction_id", "recurrent_index"
) AS "first" ON "first"."recurrent_transaction_id" = "last"."recurrent_transaction_id";
