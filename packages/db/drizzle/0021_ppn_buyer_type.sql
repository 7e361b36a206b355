ALTER TABLE "companies" ADD COLUMN "ppn_buyer_type" text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ppn_buyer_type" text;