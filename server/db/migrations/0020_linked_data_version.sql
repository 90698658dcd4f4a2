-- The month list and the search mark a row that has given a calendar item (`inCalendar`, decision
-- 466): adding or deleting an item changes those answers, so it bumps its owner's data version as
-- every other table a money answer reads does (decision 360, audit T1).
CREATE TRIGGER "linked_transactions_version_insert" AFTER INSERT ON "linked_transactions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "linked_transactions_version_update" AFTER UPDATE ON "linked_transactions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "linked_transactions_version_delete" AFTER DELETE ON "linked_transactions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
-- Answers tagged before this migration may carry a stale mark: no old tag is current any more.
UPDATE "data_versions" SET "version" = "version" + 1;
