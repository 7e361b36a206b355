CREATE TABLE "order_counts_by_month" (
	"month_utc" date PRIMARY KEY NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_packages_trgm";--> statement-breakpoint
DROP INDEX "orders_invoice_trgm";--> statement-breakpoint
CREATE INDEX "orders_packages_idx" ON "orders" USING btree ("packages");--> statement-breakpoint
CREATE INDEX "orders_invoice_trgm" ON "orders" USING gin ("invoice_number" gin_trgm_ops) WITH (fastupdate=false);
--> statement-breakpoint
-- Hand-written below (drizzle-kit generated the statements above): the counts start from the orders that exist
-- and triggers keep them. The row triggers are deferred to commit, so concurrent stores hold a month's counter
-- row only while they commit, and a rolled-back insert or delete never reaches it.
INSERT INTO "order_counts_by_month" ("month_utc", "row_count")
SELECT date_trunc('month', "created_on" AT TIME ZONE 'UTC')::date, count(*) FROM "orders" GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "count_order_by_month"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "order_counts_by_month" SET "row_count" = "row_count" - 1
    WHERE "month_utc" = date_trunc('month', OLD."created_on" AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "order_counts_by_month" ("month_utc", "row_count")
    VALUES (date_trunc('month', NEW."created_on" AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT ("month_utc") DO UPDATE SET "row_count" = "order_counts_by_month"."row_count" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "clear_order_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_counts_by_month";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_count_insert_delete" AFTER INSERT OR DELETE ON "orders"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_order_by_month"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_count_move" AFTER UPDATE OF "created_on" ON "orders"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."created_on" IS DISTINCT FROM NEW."created_on")
EXECUTE FUNCTION "count_order_by_month"();
--> statement-breakpoint
CREATE TRIGGER "orders_count_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "clear_order_counts"();
