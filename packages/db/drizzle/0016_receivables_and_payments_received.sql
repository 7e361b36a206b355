CREATE TABLE "payment_totals_by_day" (
	"received_on" date PRIMARY KEY NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "orders_open_balance_idx" ON "orders" USING btree ("id_company","due_date","balance_due","created_on","id") WHERE "orders"."balance_due" > 0 and "orders"."is_canceled" = 0;--> statement-breakpoint
CREATE INDEX "payments_received_idx" ON "payments" USING btree ("received_on" desc,"id" desc);--> statement-breakpoint
-- Hand-written below (drizzle-kit generated the statements above): the day totals start from the book as it
-- stands and a trigger keeps them. `payments` only grows (payments_append_only refuses UPDATE and DELETE),
-- so an insert is all there is to count; the trigger is deferred to commit like the order counts', so
-- concurrent approvals hold a day's row only while they commit.
INSERT INTO "payment_totals_by_day" ("received_on", "row_count", "amount")
SELECT "received_on", count(*), sum("amount") FROM "payments" GROUP BY 1;
--> statement-breakpoint
CREATE FUNCTION "count_payment_by_day"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "payment_totals_by_day" ("received_on", "row_count", "amount")
  VALUES (NEW."received_on", 1, NEW."amount")
  ON CONFLICT ("received_on") DO UPDATE SET "row_count" = "payment_totals_by_day"."row_count" + 1,
    "amount" = "payment_totals_by_day"."amount" + NEW."amount";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "clear_payment_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "payment_totals_by_day";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payments_total_insert" AFTER INSERT ON "payments"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_payment_by_day"();
--> statement-breakpoint
CREATE TRIGGER "payments_total_truncate" AFTER TRUNCATE ON "payments"
FOR EACH STATEMENT EXECUTE FUNCTION "clear_payment_totals"();
