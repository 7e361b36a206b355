CREATE TABLE "voided_invoices" (
	"invoice_number" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"id_company" integer NOT NULL,
	"name_company" text NOT NULL,
	"total_price" bigint NOT NULL,
	"status" smallint NOT NULL,
	"is_canceled" smallint DEFAULT 0 NOT NULL,
	"voided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_by" integer,
	"snapshot" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_by" integer;--> statement-breakpoint
ALTER TABLE "voided_invoices" ADD CONSTRAINT "voided_invoices_id_company_companies_id_company_fk" FOREIGN KEY ("id_company") REFERENCES "public"."companies"("id_company") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voided_invoices" ADD CONSTRAINT "voided_invoices_voided_by_admins_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voided_invoices_order_unique" ON "voided_invoices" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_by_admins_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written: orders already marked paid before paid_at existed were paid at their last change, as far as
-- the books can tell.
UPDATE "orders" SET "paid_at" = "updated_at" WHERE "status" = 1 AND "paid_at" IS NULL;
