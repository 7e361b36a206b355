CREATE TABLE "search_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_names" (
	"name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit generated the statements above).
-- package_names holds every package name an order carries (a few dozen), so a search finds the matching ones
-- without reading a million orders. Statement triggers with transition tables keep it: one insert per
-- statement, a probe of a tiny index for a stored order. Names whose orders are gone stay; they match nothing.
INSERT INTO "package_names" ("name") SELECT DISTINCT "packages" FROM "orders";
--> statement-breakpoint
CREATE FUNCTION "remember_package_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "package_names" ("name") SELECT DISTINCT "packages" FROM "written_orders" ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_package_names_insert" AFTER INSERT ON "orders"
REFERENCING NEW TABLE AS "written_orders" FOR EACH STATEMENT EXECUTE FUNCTION "remember_package_names"();
--> statement-breakpoint
CREATE TRIGGER "orders_package_names_update" AFTER UPDATE ON "orders"
REFERENCING NEW TABLE AS "written_orders" FOR EACH STATEMENT EXECUTE FUNCTION "remember_package_names"();
--> statement-breakpoint
-- search_versions: 'companies' moves once per statement that adds, removes or renames companies or changes a
-- code (an edit that leaves both alone does not move it: the in-process indexes would reload for nothing).
INSERT INTO "search_versions" ("name", "version") VALUES ('companies', 0);
--> statement-breakpoint
CREATE FUNCTION "bump_company_names_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "search_versions" SET "version" = "version" + 1 WHERE "name" = 'companies';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "bump_company_names_version_if_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "old_companies" o JOIN "new_companies" n USING ("id_company")
    WHERE o."name_company" IS DISTINCT FROM n."name_company" OR o."code_company" IS DISTINCT FROM n."code_company"
  ) OR (SELECT count(*) FROM "old_companies") <> (SELECT count(*) FROM "new_companies" n JOIN "old_companies" o USING ("id_company")) THEN
    UPDATE "search_versions" SET "version" = "version" + 1 WHERE "name" = 'companies';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "companies_names_added_or_removed" AFTER INSERT OR DELETE OR TRUNCATE ON "companies"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_company_names_version"();
--> statement-breakpoint
CREATE TRIGGER "companies_names_changed" AFTER UPDATE ON "companies"
REFERENCING OLD TABLE AS "old_companies" NEW TABLE AS "new_companies"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_company_names_version_if_renamed"();
