ALTER TABLE "linked_transactions" DROP CONSTRAINT "linked_transactions_transaction_id_transactions_id_fk";
--> statement-breakpoint
DROP INDEX "transactions_series";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "value";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "paid_value";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "paid";--> statement-breakpoint
ALTER TABLE "linked_transactions" DROP COLUMN "transaction_id";--> statement-breakpoint
ALTER TABLE "linked_transactions" DROP COLUMN "data";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "series_id";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "installment";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "transfer_payment_id";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "ignore_invoice_period";--> statement-breakpoint
ALTER TABLE "transactions" DROP COLUMN "extra";