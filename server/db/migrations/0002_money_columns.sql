DROP INDEX "transactions_payment";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "linked_transactions" ADD COLUMN "name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "linked_transactions" ADD COLUMN "category_id" text;--> statement-breakpoint
ALTER TABLE "linked_transactions" ADD COLUMN "payment_id" text;--> statement-breakpoint
ALTER TABLE "linked_transactions" ADD COLUMN "transaction_type" text;--> statement-breakpoint
ALTER TABLE "linked_transactions" ADD COLUMN "original_name" text;--> statement-breakpoint
ALTER TABLE "linked_transactions" ADD COLUMN "value" numeric(14, 2) NOT NULL;--> statement-breakpoint
ALTER TABLE "linked_transactions" ADD COLUMN "bank_access_id" text;--> statement-breakpoint
ALTER TABLE "linked_transactions" ADD COLUMN "day" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "linked_transactions" ADD COLUMN "last_payment_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "recurrent_transaction_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "recurrent_index" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "banking_operation_type" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "banking_operation_reference_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "banking_operation_payment" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "invoice_reference_id" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "payment_invoice_reference_id" text;--> statement-breakpoint
ALTER TABLE "linked_transactions" ADD CONSTRAINT "linked_transactions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_transactions" ADD CONSTRAINT "linked_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_transactions" ADD CONSTRAINT "linked_transactions_bank_access_id_bank_accesses_id_fk" FOREIGN KEY ("bank_access_id") REFERENCES "public"."bank_accesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_banking_operation_payment_payments_id_fk" FOREIGN KEY ("banking_operation_payment") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_invoice_reference_id_invoices_id_fk" FOREIGN KEY ("invoice_reference_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payment_invoice_reference_id_invoices_id_fk" FOREIGN KEY ("payment_invoice_reference_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_series" ON "transactions" USING btree ("recurrent_transaction_id","recurrent_index");--> statement-breakpoint
CREATE INDEX "transactions_invoice" ON "transactions" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "transactions_banking_reference" ON "transactions" USING btree ("banking_operation_reference_id");--> statement-breakpoint
CREATE INDEX "transactions_invoice_reference" ON "transactions" USING btree ("invoice_reference_id");--> statement-breakpoint
CREATE INDEX "transactions_payment_invoice_reference" ON "transactions" USING btree ("payment_invoice_reference_id");--> statement-breakpoint
CREATE INDEX "transactions_payment" ON "transactions" USING btree ("payment_id","date");