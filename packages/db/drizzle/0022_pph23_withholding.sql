CREATE TABLE "withholding_slips" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"number" text,
	"slip_date" date,
	"file_key" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "withheld" bigint DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_settings" ADD COLUMN "pph23_rate_bp" smallint DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "withheld" bigint DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "withholding_slips" ADD CONSTRAINT "withholding_slips_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withholding_slips" ADD CONSTRAINT "withholding_slips_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withholding_slips_missing_idx" ON "withholding_slips" USING btree ("payment_id") WHERE "withholding_slips"."number" is null or "withholding_slips"."file_key" is null;--> statement-breakpoint
ALTER TABLE "tax_settings" ADD CONSTRAINT "tax_settings_pph23_rate" CHECK ("tax_settings"."pph23_rate_bp" > 0 and "tax_settings"."pph23_rate_bp" < 10000);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_withheld_sign_check" CHECK (case when "payments"."kind" = 'reversal' then "payments"."withheld" <= 0 else "payments"."withheld" >= 0 end);