CREATE TABLE "auto_renewals" (
	"id_order" integer PRIMARY KEY NOT NULL,
	"renewal_id" integer NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	"mail_error" text
);
--> statement-breakpoint
CREATE TABLE "subscription_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"ending_within_days" integer DEFAULT 30 NOT NULL,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"renew_days_before" integer DEFAULT 14 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_settings_single_row" CHECK ("subscription_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_order" integer NOT NULL,
	"invoice_number" text NOT NULL,
	"id_product_item" integer NOT NULL,
	"product" text NOT NULL,
	"start_period" date NOT NULL,
	"end_period" date NOT NULL,
	"total_month" integer NOT NULL,
	"monthly_value" bigint NOT NULL,
	"is_renewal" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "auto_renew" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "renew_days_before" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "id_subscription" integer;--> statement-breakpoint
CREATE INDEX "subscriptions_end_idx" ON "subscriptions" USING btree ("end_period","id");--> statement-breakpoint
CREATE INDEX "subscriptions_start_idx" ON "subscriptions" USING btree ("start_period","id");--> statement-breakpoint
CREATE INDEX "subscriptions_company_idx" ON "subscriptions" USING btree ("id_company","id");--> statement-breakpoint
CREATE INDEX "subscriptions_monthly_idx" ON "subscriptions" USING btree ("monthly_value","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_renewal" ON "orders" USING btree ("id_order") WHERE "orders"."is_auto_order" = 1 and "orders"."is_canceled" = 0 and "orders"."id_order" is not null;--> statement-breakpoint
CREATE INDEX "orders_subscription_idx" ON "orders" USING btree ("id_subscription","id") WHERE "orders"."is_canceled" = 0;--> statement-breakpoint
-- Hand-written below (drizzle-kit generated the statements above). An order's chain: its own id for a new order,
-- else the chain of the order it upgrades or renews (id_order), set before the row is written so every path
-- that inserts an order (the store, the seed, the benchmark's generator) gets it.
CREATE FUNCTION "subscription_monthly_value"("total" bigint, "months" integer) RETURNS bigint
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  -- Total Harga / months rounded half up, exact (packages/domain subscriptions.ts monthlyValue).
  SELECT floor((2 * "total"::numeric + "months") / (2 * "months"))::bigint
$$;
--> statement-breakpoint
CREATE FUNCTION "set_order_subscription"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."id_order" IS NULL THEN
    NEW."id_subscription" := NEW."id";
  ELSE
    SELECT coalesce("id_subscription", "id") INTO NEW."id_subscription" FROM "orders" WHERE "id" = NEW."id_order";
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_subscription" BEFORE INSERT OR UPDATE OF "id_order" ON "orders"
FOR EACH ROW EXECUTE FUNCTION "set_order_subscription"();
--> statement-breakpoint
WITH RECURSIVE "chain" ("id", "root") AS (
  SELECT "id", "id" FROM "orders" WHERE "id_order" IS NULL
  UNION ALL
  SELECT "o"."id", "c"."root" FROM "orders" "o" JOIN "chain" "c" ON "o"."id_order" = "c"."id"
)
UPDATE "orders" SET "id_subscription" = "chain"."root" FROM "chain" WHERE "orders"."id" = "chain"."id";
--> statement-breakpoint
-- The subscriptions table follows each chain's current order: its latest order not cancelled. Immediate (not
-- deferred) so the transaction that writes an order reads its subscription as it now stands.
CREATE FUNCTION "refresh_subscription"("chain" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "cur" "orders"%ROWTYPE;
BEGIN
  SELECT * INTO "cur" FROM "orders" WHERE "id_subscription" = "chain" AND "is_canceled" = 0
  ORDER BY "id" DESC LIMIT 1;
  IF NOT FOUND THEN
    DELETE FROM "subscriptions" WHERE "id" = "chain";
    RETURN;
  END IF;
  INSERT INTO "subscriptions" ("id", "id_company", "id_order", "invoice_number", "id_product_item", "product",
    "start_period", "end_period", "total_month", "monthly_value", "is_renewal")
  VALUES ("chain", "cur"."id_company", "cur"."id", "cur"."invoice_number", "cur"."id_product_item",
    "cur"."packages", "cur"."start_period", "cur"."end_period", "cur"."total_month",
    "subscription_monthly_value"("cur"."total_price", "cur"."total_month"),
    "cur"."is_auto_order" = 1 AND "cur"."id_order" IS NOT NULL)
  ON CONFLICT ("id") DO UPDATE SET "id_company" = EXCLUDED."id_company", "id_order" = EXCLUDED."id_order",
    "invoice_number" = EXCLUDED."invoice_number", "id_product_item" = EXCLUDED."id_product_item",
    "product" = EXCLUDED."product", "start_period" = EXCLUDED."start_period",
    "end_period" = EXCLUDED."end_period", "total_month" = EXCLUDED."total_month",
    "monthly_value" = EXCLUDED."monthly_value", "is_renewal" = EXCLUDED."is_renewal";
END
$$;
--> statement-breakpoint
CREATE FUNCTION "keep_subscription"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM "refresh_subscription"(OLD."id_subscription");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."id_subscription" IS DISTINCT FROM OLD."id_subscription") THEN
    PERFORM "refresh_subscription"(NEW."id_subscription");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_keep_subscription_insert_delete" AFTER INSERT OR DELETE ON "orders"
FOR EACH ROW EXECUTE FUNCTION "keep_subscription"();
--> statement-breakpoint
CREATE TRIGGER "orders_keep_subscription_update" AFTER UPDATE OF "is_canceled", "id_subscription", "id_company",
  "invoice_number", "id_product_item", "packages", "start_period", "end_period", "total_month", "total_price",
  "is_auto_order"
ON "orders" FOR EACH ROW
WHEN (OLD."is_canceled" IS DISTINCT FROM NEW."is_canceled"
  OR OLD."id_subscription" IS DISTINCT FROM NEW."id_subscription" OR OLD."id_company" IS DISTINCT FROM NEW."id_company"
  OR OLD."invoice_number" IS DISTINCT FROM NEW."invoice_number"
  OR OLD."id_product_item" IS DISTINCT FROM NEW."id_product_item" OR OLD."packages" IS DISTINCT FROM NEW."packages"
  OR OLD."start_period" IS DISTINCT FROM NEW."start_period" OR OLD."end_period" IS DISTINCT FROM NEW."end_period"
  OR OLD."total_month" IS DISTINCT FROM NEW."total_month" OR OLD."total_price" IS DISTINCT FROM NEW."total_price"
  OR OLD."is_auto_order" IS DISTINCT FROM NEW."is_auto_order")
EXECUTE FUNCTION "keep_subscription"();
--> statement-breakpoint
CREATE FUNCTION "clear_subscriptions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "subscriptions";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_subscriptions_truncate" AFTER TRUNCATE ON "orders"
FOR EACH STATEMENT EXECUTE FUNCTION "clear_subscriptions"();
--> statement-breakpoint
INSERT INTO "subscriptions" ("id", "id_company", "id_order", "invoice_number", "id_product_item", "product",
  "start_period", "end_period", "total_month", "monthly_value", "is_renewal")
SELECT DISTINCT ON ("id_subscription") "id_subscription", "id_company", "id", "invoice_number", "id_product_item",
  "packages", "start_period", "end_period", "total_month", "subscription_monthly_value"("total_price", "total_month"),
  "is_auto_order" = 1 AND "id_order" IS NOT NULL
FROM "orders" WHERE "is_canceled" = 0 ORDER BY "id_subscription", "id" DESC;
