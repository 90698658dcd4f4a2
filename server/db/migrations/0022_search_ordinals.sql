-- Audit Y7: the ordinal indicators of '13º salário' and '1ª parcela' are folded to 'o' and 'a' by
-- the unaccent rules PGlite ships (PostgreSQL 17's) but kept by PostgreSQL 15's, so on such a server
-- '13o salario' found nothing. The search's own fold does it on every server, with the degree sign
-- typed for 'nº' too; the index is rebuilt for the new fold.
CREATE OR REPLACE FUNCTION "search_normal"("value" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT translate(lower(public.unaccent('public.unaccent'::regdictionary, "value")), 'ºª°', 'oao') $$;
--> statement-breakpoint
REINDEX INDEX "transactions_search";
