ALTER TABLE "orders" ADD COLUMN "amount_due" bigint DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_amount" bigint DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_sort_amount_due_idx" ON "orders" USING btree ("amount_due","id");--> statement-breakpoint
CREATE INDEX "orders_sort_balance_due_idx" ON "orders" USING btree ("balance_due","id");--> statement-breakpoint
CREATE INDEX "orders_sort_due_date_idx" ON "orders" USING btree ("due_date","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('unpaid', 'partial', 'paid', 'credit', 'none'));--> statement-breakpoint
-- Hand-written (keep at the end when renumbering): the owed figures of the orders stored before, as
-- packages/domain payments.ts owedFigures decides them when this runs: paid = the payment book's net sum; the
-- amount due is 0 when cancelled, else the total with PPN when stored, Sisa Bayar (never below 0) for an
-- upgrade whose proration ran, else Total Harga; the due date is the WIB created day + 14 (reminders.ts).
-- due_date is added without its default and filled before it gets one, so the table is not rewritten twice.
UPDATE "orders" SET
  "paid_amount" = coalesce((SELECT sum("amount") FROM "payments" WHERE "payments"."order_id" = "orders"."id"), 0),
  "due_date" = ("created_on" AT TIME ZONE 'Asia/Jakarta')::date + 14,
  "amount_due" = CASE
    WHEN "is_canceled" = 1 THEN 0
    WHEN "total_with_ppn" IS NOT NULL THEN "total_with_ppn"
    WHEN "id_order" IS NOT NULL AND ("previous_total" <> 0 OR "total_prorate" <> 0 OR "sisa_bayar" <> 0) THEN greatest("sisa_bayar", 0)
    ELSE "total_price" END;--> statement-breakpoint
UPDATE "orders" SET
  "balance_due" = greatest(0, "amount_due" - "paid_amount"),
  "payment_status" = CASE
    WHEN "is_canceled" = 1 THEN 'none'
    WHEN "id_order" IS NOT NULL AND ("previous_total" <> 0 OR "total_prorate" <> 0 OR "sisa_bayar" <> 0) AND "sisa_bayar" < 0 THEN 'credit'
    WHEN "amount_due" = 0 THEN CASE WHEN "status" = 1 THEN 'paid' ELSE 'unpaid' END
    WHEN "amount_due" <= "paid_amount" THEN 'paid'
    WHEN "paid_amount" > 0 THEN 'partial'
    ELSE 'unpaid' END;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "due_date" SET DEFAULT ((now() at time zone 'Asia/Jakarta')::date + 14);--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "due_date" SET NOT NULL;