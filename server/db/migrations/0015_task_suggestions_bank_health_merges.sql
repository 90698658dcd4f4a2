CREATE TABLE "bank_merge_refusals" (
	"imported_id" text NOT NULL,
	"manual_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_merge_refusals_imported_id_manual_id_pk" PRIMARY KEY("imported_id","manual_id")
);
--> statement-breakpoint
ALTER TABLE "bank_accesses" ADD COLUMN "last_sync_attempt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_accesses" ADD COLUMN "last_sync_error" text;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "suggested_for" text;--> statement-breakpoint
ALTER TABLE "bank_merge_refusals" ADD CONSTRAINT "bank_merge_refusals_imported_id_transactions_id_fk" FOREIGN KEY ("imported_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_merge_refusals" ADD CONSTRAINT "bank_merge_refusals_manual_id_transactions_id_fk" FOREIGN KEY ("manual_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_merge_refusals" ADD CONSTRAINT "bank_merge_refusals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_merge_refusals_user" ON "bank_merge_refusals" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_suggested_for_users_id_fk" FOREIGN KEY ("suggested_for") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_suggested_for" ON "tasks" USING btree ("suggested_for");