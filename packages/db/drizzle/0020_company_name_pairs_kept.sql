CREATE TABLE "company_name_pairs" (
	"pair" text NOT NULL,
	"id_company" integer NOT NULL,
	"name_lowered" text NOT NULL,
	CONSTRAINT "company_name_pairs_pkey" PRIMARY KEY("pair","id_company","name_lowered")
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit generated the table above). The company list's search for a text of two
-- words or more (apps/api/src/repositories/company-names.ts, namedCompaniesIndexOnly) asks this table for the
-- companies holding one of the pairs the text implies and judges each by its lower-cased name here, all from
-- the primary key's btree (an index-only scan), instead of listing them through the GIN pair index
-- (migration 0018) and reading each name from its companies heap page. Filled from the companies as they
-- stand, in key order so the btree is built by appending.
INSERT INTO "company_name_pairs" ("pair", "id_company", "name_lowered")
SELECT DISTINCT p, "id_company", lower("name_company")
FROM "companies", unnest(company_name_word_pairs("name_company")) p
ORDER BY 1, 2, 3;
--> statement-breakpoint
-- Kept by a row trigger: a company's old pairs go when it is renamed or removed, its new ones come when it is
-- added or renamed, so the table always equals the pairs of the names in companies (a row of a one-word name
-- has no pairs). Not deferred: the search reads it in the same transaction as the write, as it reads companies.
CREATE FUNCTION "keep_company_name_pairs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM "company_name_pairs"
    WHERE "pair" = ANY (company_name_word_pairs(OLD."name_company")) AND "id_company" = OLD."id_company";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "company_name_pairs" ("pair", "id_company", "name_lowered")
    SELECT DISTINCT p, NEW."id_company", lower(NEW."name_company")
    FROM unnest(company_name_word_pairs(NEW."name_company")) p;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "clear_company_name_pairs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "company_name_pairs";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_name_pairs_insert_delete" AFTER INSERT OR DELETE ON "companies"
FOR EACH ROW EXECUTE FUNCTION "keep_company_name_pairs"();
--> statement-breakpoint
CREATE TRIGGER "companies_name_pairs_update" AFTER UPDATE OF "name_company", "id_company" ON "companies"
FOR EACH ROW WHEN (OLD."name_company" IS DISTINCT FROM NEW."name_company" OR OLD."id_company" <> NEW."id_company")
EXECUTE FUNCTION "keep_company_name_pairs"();
--> statement-breakpoint
CREATE TRIGGER "companies_name_pairs_truncate" AFTER TRUNCATE ON "companies"
FOR EACH STATEMENT EXECUTE FUNCTION "clear_company_name_pairs"();
--> statement-breakpoint
-- The planner's statistics now, not at autovacuum's next visit: the search's plan depends on them.
ANALYZE "company_name_pairs";
