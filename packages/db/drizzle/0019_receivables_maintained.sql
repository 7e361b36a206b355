CREATE TABLE "company_receivables" (
	"id_company" integer PRIMARY KEY NOT NULL,
	"balance_due" bigint DEFAULT '0' NOT NULL,
	"open_invoices" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receivables_by_due_date" (
	"due_date" date PRIMARY KEY NOT NULL,
	"balance_due" bigint DEFAULT '0' NOT NULL,
	"open_invoices" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "company_receivables_balance_idx" ON "company_receivables" USING btree ("balance_due" DESC NULLS LAST,"id_company") WHERE "company_receivables"."balance_due" > 0;--> statement-breakpoint
-- Hand-written below (drizzle-kit generated the statements above): the open balances (balance_due > 0 on an
-- order not cancelled, as the aging counts them) summed per company and per due date, starting from the orders
-- as they stand and kept by a row trigger that takes out the old row's part and adds the new one's. Deferred to
-- commit like the order counts', so concurrent writes hold a company's or a day's row only while they commit.
INSERT INTO "company_receivables" ("id_company", "balance_due", "open_invoices")
SELECT "id_company", sum("balance_due"), count(*) FROM "orders"
WHERE "balance_due" > 0 AND "is_canceled" = 0 GROUP BY 1;
--> statement-breakpoint
INSERT INTO "receivables_by_due_date" ("due_date", "balance_due", "open_invoices")
SELECT "due_date", sum("balance_due"), count(*) FROM "orders"
WHERE "balance_due" > 0 AND "is_canceled" = 0 GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "keep_receivables"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD."balance_due" > 0 AND OLD."is_canceled" = 0 THEN
    UPDATE "company_receivables" SET "balance_due" = "balance_due" - OLD."balance_due",
      "open_invoices" = "open_invoices" - 1 WHERE "id_company" = OLD."id_company";
    UPDATE "receivables_by_due_date" SET "balance_due" = "balance_due" - OLD."balance_due",
      "open_invoices" = "open_invoices" - 1 WHERE "due_date" = OLD."due_date";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."balance_due" > 0 AND NEW."is_canceled" = 0 THEN
    INSERT INTO "company_receivables" ("id_company", "balance_due", "open_invoices")
    VALUES (NEW."id_company", NEW."balance_due", 1)
    ON CONFLICT ("id_company") DO UPDATE SET "balance_due" = "company_receivables"."balance_due" + NEW."balance_due",
      "open_invoices" = "company_receivables"."open_invoices" + 1;
    INSERT INTO "receivables_by_due_date" ("due_date", "balance_due", "open_invoices")
    VALUES (NEW."due_date", NEW."balance_due", 1)
    ON CONFLICT ("due_date") DO UPDATE SET "balance_due" = "receivables_by_due_date"."balance_due" + NEW."balance_due",
      "open_invoices" = "receivables_by_due_date"."open_invoices" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "clear_receivables"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "company_receivables";
  DELETE FROM "receivables_by_due_date";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_receivables_insert_delete" AFTER INSERT OR DELETE ON "orders"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "keep_receivables"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_receivables_update" AFTER UPDATE OF "balance_due", "due_date", "id_company", "is_canceled"
ON "orders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD."balance_due" IS DISTINCT FROM NEW."balance_due" OR OLD."due_date" IS DISTINCT FROM NEW."due_date"
  OR OLD."id_company" IS DISTINCT FROM NEW."id_company" OR OLD."is_canceled" IS DISTINCT FROM NEW."is_canceled")
EXECUTE FUNCTION "keep_receivables"();
--> statement-breakpoint
CREATE TRIGGER "orders_receivables_truncate" AFTER TRUNCATE ON "orders"
FOR EACH STATEMENT EXECUTE FUNCTION "clear_receivables"();
