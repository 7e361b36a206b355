-- Administrators' passwords (docs/security.md): whether a password met the policy when it was set, and
-- disabled administrators. Existing rows keep password_meets_policy null (not known: set before the policy was
-- recorded), which a production start refuses until the password is reset.
ALTER TABLE "admins" ADD COLUMN "password_meets_policy" boolean;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "disabled_at" timestamp with time zone;
