CREATE TABLE "approval_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"separate_uploader" boolean DEFAULT true NOT NULL,
	"finance_above" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_settings_single_row" CHECK ("approval_settings"."id" = 1),
	CONSTRAINT "approval_settings_finance_above" CHECK ("approval_settings"."finance_above" is null or "approval_settings"."finance_above" >= 0)
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "admin_role" text;--> statement-breakpoint
CREATE INDEX "admins_active_role_idx" ON "admins" USING btree ("role") WHERE "admins"."disabled_at" is null;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role" CHECK ("admins"."role" in ('admin', 'finance', 'sales', 'viewer'));