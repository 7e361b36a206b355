CREATE TABLE "tax_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_pkp" boolean DEFAULT false NOT NULL,
	"ppn_rate" smallint DEFAULT 12 NOT NULL,
	"dpp_rule" text DEFAULT '11/12' NOT NULL,
	"seller_npwp" text,
	"seller_nitku" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_settings_single_row" CHECK ("tax_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "nik" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "nitku" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dpp" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ppn" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_with_ppn" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ppn_rate" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dpp_rule" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "faktur_number" text;--> statement-breakpoint
-- Hand-written (keep at the end when renumbering): an old 15-digit NPWP is the 16-digit one with a leading 0
-- (PMK 112/2022); the company form now stores it that way, so the rows stored before it read the same.
UPDATE "companies" SET "npwp" = '0' || "npwp" WHERE "npwp" ~ '^[0-9]{15}$';
