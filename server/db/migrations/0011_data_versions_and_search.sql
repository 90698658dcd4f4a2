CREATE TABLE "data_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "transactions_category" ON "transactions" USING btree ("category_id");
--> statement-breakpoint
-- Every write of a user's money data bumps their version in the same transaction (decision 360).
-- Statement-level triggers: a bulk insert (bank import, a series) bumps once, not once per row.
CREATE FUNCTION "bump_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "data_versions" ("user_id")
      SELECT DISTINCT "user_id" FROM "new_rows" WHERE "user_id" IS NOT NULL ORDER BY 1
      ON CONFLICT ("user_id") DO UPDATE SET "version" = "data_versions"."version" + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "data_versions" ("user_id")
      SELECT "user_id" FROM "old_rows" WHERE "user_id" IS NOT NULL
      UNION SELECT "user_id" FROM "new_rows" WHERE "user_id" IS NOT NULL ORDER BY 1
      ON CONFLICT ("user_id") DO UPDATE SET "version" = "data_versions"."version" + 1;
  ELSE
    INSERT INTO "data_versions" ("user_id")
      SELECT DISTINCT "user_id" FROM "old_rows" WHERE "user_id" IS NOT NULL ORDER BY 1
      ON CONFLICT ("user_id") DO UPDATE SET "version" = "data_versions"."version" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "transactions_version_insert" AFTER INSERT ON "transactions" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "transactions_version_update" AFTER UPDATE ON "transactions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "transactions_version_delete" AFTER DELETE ON "transactions" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "payments_version_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "payments_version_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "payments_version_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "categories_version_insert" AFTER INSERT ON "categories" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "categories_version_update" AFTER UPDATE ON "categories" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "categories_version_delete" AFTER DELETE ON "categories" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "invoices_version_insert" AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "invoices_version_update" AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "invoices_version_delete" AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "budgets_version_insert" AFTER INSERT ON "budgets" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "budgets_version_update" AFTER UPDATE ON "budgets" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
CREATE TRIGGER "budgets_version_delete" AFTER DELETE ON "budgets" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_versions"();
--> statement-breakpoint
-- A user's name, picture and preferences show in (or shape) their money answers.
CREATE FUNCTION "bump_user_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "data_versions" ("user_id")
    SELECT "id" FROM "new_rows" ORDER BY 1
    ON CONFLICT ("user_id") DO UPDATE SET "version" = "data_versions"."version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_version_update" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_user_data_version"();
--> statement-breakpoint
-- Search across history (decision 362): accent- and case-blind substring match on a trigram index.
-- Both extensions are trusted (a database owner may create them) and ship with PGlite.
CREATE EXTENSION IF NOT EXISTS "pg_trgm";
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "unaccent";
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); naming the dictionary makes this one
-- IMMUTABLE, which an index expression requires. Queries call the same function on both sides.
CREATE FUNCTION "search_normal"("value" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, "value")) $$;
--> statement-breakpoint
CREATE INDEX "transactions_search" ON "transactions" USING gin ("search_normal"("name") gin_trgm_ops);
