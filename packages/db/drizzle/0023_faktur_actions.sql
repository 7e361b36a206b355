CREATE TABLE "faktur_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"faktur_number" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" integer,
	"done_on" date,
	"done_at" timestamp with time zone,
	"done_by" integer,
	"new_faktur_number" text,
	CONSTRAINT "faktur_actions_kind_check" CHECK ("faktur_actions"."kind" in ('cancel', 'replace')),
	CONSTRAINT "faktur_actions_status_check" CHECK ("faktur_actions"."status" in ('open', 'done')),
	CONSTRAINT "faktur_actions_done_check" CHECK (("faktur_actions"."status" = 'open') = ("faktur_actions"."done_on" is null and "faktur_actions"."done_at" is null))
);
--> statement-breakpoint
ALTER TABLE "faktur_actions" ADD CONSTRAINT "faktur_actions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faktur_actions" ADD CONSTRAINT "faktur_actions_opened_by_admins_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faktur_actions" ADD CONSTRAINT "faktur_actions_done_by_admins_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faktur_actions_order_idx" ON "faktur_actions" USING btree ("order_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "faktur_actions_status_idx" ON "faktur_actions" USING btree ("status","opened_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "faktur_actions_one_open" ON "faktur_actions" USING btree ("order_id") WHERE "faktur_actions"."status" = 'open';