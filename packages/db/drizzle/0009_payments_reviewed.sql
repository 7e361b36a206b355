CREATE TABLE "payment_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"proof_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"amount" bigint,
	"received_on" date,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reviews_status_check" CHECK ("payment_reviews"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"received_on" date NOT NULL,
	"kind" text NOT NULL,
	"review_id" integer,
	"reverses_id" integer,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('review', 'publish', 'reversal')),
	CONSTRAINT "payments_sign_check" CHECK (("payments"."kind" = 'reversal') = ("payments"."amount" < 0) and ("payments"."kind" = 'reversal') = ("payments"."reverses_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "balance_due" bigint DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_reviews" ADD CONSTRAINT "payment_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reviews" ADD CONSTRAINT "payment_reviews_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reviews" ADD CONSTRAINT "payment_reviews_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_review_id_payment_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."payment_reviews"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reverses_id_payments_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_admins_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_reviews_order_idx" ON "payment_reviews" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reviews_one_pending" ON "payment_reviews" USING btree ("order_id") WHERE "payment_reviews"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_review_unique" ON "payments" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reverses_unique" ON "payments" USING btree ("reverses_id");--> statement-breakpoint
-- Hand-written (keep at the end when renumbering): the books of orders stored before payments existed, and
-- the rule that the payment book is append-only.
-- The amount due below is packages/domain payments.ts `amountDue` as it stood when this ran: the total, or
-- Sisa Bayar (never below 0) for an upgrade whose proration ran.
UPDATE "orders" SET "balance_due" = CASE
  WHEN "status" = 1 THEN 0
  WHEN "id_order" IS NOT NULL AND ("previous_total" <> 0 OR "total_prorate" <> 0 OR "sisa_bayar" <> 0) THEN greatest("sisa_bayar", 0)
  ELSE "total_price" END;--> statement-breakpoint
-- An order already paid was paid in full on its paid day: one 'publish' row each, so unpublish has a row to reverse.
INSERT INTO "payments" ("order_id", "amount", "received_on", "kind", "recorded_by", "recorded_at")
SELECT "id",
  CASE WHEN "id_order" IS NOT NULL AND ("previous_total" <> 0 OR "total_prorate" <> 0 OR "sisa_bayar" <> 0) THEN greatest("sisa_bayar", 0) ELSE "total_price" END,
  (coalesce("paid_at", "updated_at") AT TIME ZONE 'Asia/Jakarta')::date, 'publish', "paid_by", coalesce("paid_at", "updated_at")
FROM "orders" WHERE "status" = 1;--> statement-breakpoint
DELETE FROM "payments" WHERE "amount" = 0 AND "kind" = 'publish';--> statement-breakpoint
-- An unpaid order with a proof waits for its review.
INSERT INTO "payment_reviews" ("order_id", "proof_key", "status", "created_at")
SELECT "id", "payment_proof", 'pending', "updated_at" FROM "orders"
WHERE "payment_proof" IS NOT NULL AND "status" <> 1 AND "is_canceled" = 0;--> statement-breakpoint
CREATE FUNCTION "payments_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'payments are append-only: a correction is a reversing row' USING ERRCODE = 'P0001';
END $$;--> statement-breakpoint
CREATE TRIGGER "payments_append_only" BEFORE UPDATE OR DELETE ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_append_only"();--> statement-breakpoint
CREATE FUNCTION "payment_reviews_decided_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD."status" <> 'pending' THEN
    RAISE EXCEPTION 'a decided payment review is kept as it was' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "payment_reviews_decided_once" BEFORE UPDATE OR DELETE ON "payment_reviews"
  FOR EACH ROW EXECUTE FUNCTION "payment_reviews_decided_once"();
