-- The company name search in PostgreSQL (apps/api/src/repositories/company-names.ts), replacing the in-process
-- name index and the version counter it was checked against (search_versions, migration 0003).
-- A GIN index on the words of each name (lower-cased, split at whitespace; companyNameWordsOf in the schema):
-- a text that a name contains has its inner words as whole words of the name, its first word at the end of
-- one and its last at the start of one, so the index narrows by whole words, whose posting lists are short,
-- where the trigram index reads the long lists of common trigrams.
CREATE INDEX "companies_name_words" ON "companies" USING gin (regexp_split_to_array(lower("name_company"), '\s+'));
--> statement-breakpoint
-- Every word a name has had, for finding the whole words a search's first and last word can be part of.
CREATE TABLE "company_name_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "company_name_words_trgm" ON "company_name_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
INSERT INTO "company_name_words" ("word")
SELECT DISTINCT unnest(regexp_split_to_array(lower("name_company"), '\s+')) FROM "companies" ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Kept by statement triggers with transition tables, as package_names is: one insert per statement that adds
-- or renames companies. Words are never removed (a word no name has any more matches no company).
CREATE FUNCTION "remember_company_name_words"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "company_name_words" ("word")
  SELECT DISTINCT unnest(regexp_split_to_array(lower("name_company"), '\s+')) FROM "written_companies"
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_name_words_insert" AFTER INSERT ON "companies"
REFERENCING NEW TABLE AS "written_companies" FOR EACH STATEMENT EXECUTE FUNCTION "remember_company_name_words"();
--> statement-breakpoint
CREATE TRIGGER "companies_name_words_update" AFTER UPDATE ON "companies"
REFERENCING NEW TABLE AS "written_companies" FOR EACH STATEMENT EXECUTE FUNCTION "remember_company_name_words"();
--> statement-breakpoint
DROP TRIGGER "companies_names_added_or_removed" ON "companies";
--> statement-breakpoint
DROP TRIGGER "companies_names_changed" ON "companies";
--> statement-breakpoint
DROP FUNCTION "bump_company_names_version"();
--> statement-breakpoint
DROP FUNCTION "bump_company_names_version_if_renamed"();
--> statement-breakpoint
DROP TABLE "search_versions";
