-- The company name search for a text of two words or more (apps/api/src/repositories/company-names.ts): the
-- adjacent word pairs of each name, lower-cased and split at whitespace as companies_name_words splits them
-- (migration 0007). A word's posting list grows with the table (a common word is in a tenth of a million
-- names at a million companies); a pair's list holds the companies named so, a few hundred at most.
-- IMMUTABLE as its parts are (lower, regexp_split_to_array), so an index can be built on it.
CREATE FUNCTION "company_name_word_pairs"("name" text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(w[i] || ' ' || w[i + 1]), '{}')
  FROM regexp_split_to_array(lower("name"), '\s+') w, generate_series(1, cardinality(w) - 1) i
$$;
--> statement-breakpoint
CREATE INDEX "companies_name_word_pairs" ON "companies" USING gin (company_name_word_pairs("name_company"));
