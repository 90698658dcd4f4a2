DROP INDEX "transactions_series";--> statement-breakpoint
CREATE INDEX "transactions_open_series" ON "transactions" USING btree ("user_id") WHERE "transactions"."recurrent" and "transactions"."last_installment" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_series" ON "transactions" USING btree ("recurrent_transaction_id","recurrent_index");