CREATE TABLE "admin_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "admins" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_recipients" (
	"admin_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id_company" serial PRIMARY KEY NOT NULL,
	"code_company" text NOT NULL,
	"name_company" text NOT NULL,
	"phone_company" text,
	"email" text,
	"pic_email" text,
	"pic_name" text,
	"pic_phone" text,
	"fax_number" text,
	"city" text,
	"province" text,
	"country" text,
	"npwp" text,
	"address_company" text,
	"status_type_job_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_accesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rbac_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_user_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name_user" text NOT NULL,
	"mobile_user" text
);
--> statement-breakpoint
CREATE TABLE "client_user_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"employee_id" text,
	"username_user" text NOT NULL,
	"id_group" integer,
	"id_role" integer,
	"default_branch" integer,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_branches" (
	"user_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	CONSTRAINT "user_branches_user_id_branch_id_pk" PRIMARY KEY("user_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" integer NOT NULL,
	"rbac_role_id" integer NOT NULL,
	CONSTRAINT "user_roles_user_id_rbac_role_id_pk" PRIMARY KEY("user_id","rbac_role_id")
);
--> statement-breakpoint
CREATE TABLE "add_on_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"add_on_id" integer NOT NULL,
	"ref_module_id" integer NOT NULL,
	"ref_submodule_id" integer NOT NULL,
	"price" bigint DEFAULT '0' NOT NULL,
	"disc" bigint DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "add_ons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" bigint DEFAULT '0' NOT NULL,
	"total_disc" bigint DEFAULT '0' NOT NULL,
	"is_showing" smallint DEFAULT 0 NOT NULL,
	"is_billing" smallint DEFAULT 0 NOT NULL,
	"is_free" smallint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extra_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_package_add_ons" (
	"master_package_id" integer NOT NULL,
	"add_on_id" integer NOT NULL,
	CONSTRAINT "master_package_add_ons_master_package_id_add_on_id_pk" PRIMARY KEY("master_package_id","add_on_id")
);
--> statement-breakpoint
CREATE TABLE "master_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"nama_paket" text NOT NULL,
	"kode_paket" text NOT NULL,
	"product_item_id" integer NOT NULL,
	"user_package_id" integer NOT NULL,
	"user_storage_id" integer,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_item_add_ons" (
	"product_item_id" integer NOT NULL,
	"add_on_id" integer NOT NULL,
	CONSTRAINT "product_item_add_ons_product_item_id_add_on_id_pk" PRIMARY KEY("product_item_id","add_on_id")
);
--> statement-breakpoint
CREATE TABLE "product_item_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_item_id" integer NOT NULL,
	"ref_module_id" integer NOT NULL,
	"ref_submodule_id" integer NOT NULL,
	"price" bigint DEFAULT '0' NOT NULL,
	"disc" bigint DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" bigint DEFAULT '0' NOT NULL,
	"total_disc" bigint DEFAULT '0' NOT NULL,
	"is_showing" smallint DEFAULT 0 NOT NULL,
	"is_billing" smallint DEFAULT 0 NOT NULL,
	"is_free" smallint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_aol" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_modules" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref_module_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price" bigint NOT NULL,
	"total_user" integer DEFAULT 1 NOT NULL,
	"is_showing" smallint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_storages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"storage" integer NOT NULL,
	"type" text NOT NULL,
	"price" bigint NOT NULL,
	"is_free" smallint DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_voucher" text NOT NULL,
	"code_voucher" text NOT NULL,
	"type_voucher" smallint NOT NULL,
	"nominal" text NOT NULL,
	"is_all_module" smallint DEFAULT 0 NOT NULL,
	"id_module" smallint,
	"id_user_package" integer,
	"id_product_item" integer,
	"id_add_on" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_add_ons" (
	"order_id" integer NOT NULL,
	"add_on_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" bigint DEFAULT '0' NOT NULL,
	CONSTRAINT "order_add_ons_order_id_add_on_id_pk" PRIMARY KEY("order_id","add_on_id")
);
--> statement-breakpoint
CREATE TABLE "order_extra_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"id_extra_package" integer NOT NULL,
	"name_extra_package" text NOT NULL,
	"price_extra_package" bigint NOT NULL,
	"disc_extra_package" bigint DEFAULT '0' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_company" integer NOT NULL,
	"id_order" integer,
	"invoice_number" text NOT NULL,
	"start_period" date NOT NULL,
	"end_period" date NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"total_month" integer DEFAULT 1 NOT NULL,
	"is_canceled" smallint DEFAULT 0 NOT NULL,
	"canceled_at" timestamp with time zone,
	"is_billing" smallint DEFAULT 0 NOT NULL,
	"is_auto_order" smallint DEFAULT 0 NOT NULL,
	"payment_proof" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"packages" text DEFAULT '' NOT NULL,
	"total_user" integer DEFAULT 0 NOT NULL,
	"id_product_item" integer NOT NULL,
	"price_product_item" bigint DEFAULT '0' NOT NULL,
	"id_user_package" integer NOT NULL,
	"qty_user_package" integer DEFAULT 1 NOT NULL,
	"disc_user_package" bigint DEFAULT '0' NOT NULL,
	"price_user_package" bigint DEFAULT '0' NOT NULL,
	"id_storage_package" integer,
	"qty_storage_package" integer DEFAULT 1 NOT NULL,
	"disc_storage_package" bigint DEFAULT '0' NOT NULL,
	"price_storage_package" bigint DEFAULT '0' NOT NULL,
	"price_extra_package" bigint DEFAULT '0' NOT NULL,
	"id_master_voucher" integer,
	"voucher_discount" bigint DEFAULT '0' NOT NULL,
	"total_price" bigint DEFAULT '0' NOT NULL,
	"previous_total" bigint DEFAULT '0' NOT NULL,
	"total_prorate" bigint DEFAULT '0' NOT NULL,
	"sisa_bayar" bigint DEFAULT '0' NOT NULL,
	"invoice_sent_at" timestamp with time zone,
	"invoice_sent_to" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_sequences" (
	"scope" text PRIMARY KEY NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"button_color" text DEFAULT '#0f4c81' NOT NULL,
	"background_path" text,
	"background_form_path" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_settings_single_row" CHECK ("login_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "release_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"date_schedule" timestamp with time zone NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_recipients" ADD CONSTRAINT "mail_recipients_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_company_id_companies_id_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id_company") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_accesses" ADD CONSTRAINT "group_accesses_company_id_companies_id_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id_company") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rbac_roles" ADD CONSTRAINT "rbac_roles_company_id_companies_id_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id_company") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_company_id_companies_id_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id_company") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_user_profiles" ADD CONSTRAINT "client_user_profiles_user_id_client_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."client_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_user_sessions" ADD CONSTRAINT "client_user_sessions_user_id_client_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."client_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_users" ADD CONSTRAINT "client_users_id_company_companies_id_company_fk" FOREIGN KEY ("id_company") REFERENCES "public"."companies"("id_company") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_users" ADD CONSTRAINT "client_users_id_group_group_accesses_id_fk" FOREIGN KEY ("id_group") REFERENCES "public"."group_accesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_users" ADD CONSTRAINT "client_users_id_role_roles_id_fk" FOREIGN KEY ("id_role") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_users" ADD CONSTRAINT "client_users_default_branch_branches_id_fk" FOREIGN KEY ("default_branch") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_branches" ADD CONSTRAINT "user_branches_user_id_client_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."client_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_branches" ADD CONSTRAINT "user_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_client_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."client_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_rbac_role_id_rbac_roles_id_fk" FOREIGN KEY ("rbac_role_id") REFERENCES "public"."rbac_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_on_details" ADD CONSTRAINT "add_on_details_add_on_id_add_ons_id_fk" FOREIGN KEY ("add_on_id") REFERENCES "public"."add_ons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_on_details" ADD CONSTRAINT "add_on_details_ref_module_id_ref_modules_id_fk" FOREIGN KEY ("ref_module_id") REFERENCES "public"."ref_modules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "add_on_details" ADD CONSTRAINT "add_on_details_ref_submodule_id_sub_modules_id_fk" FOREIGN KEY ("ref_submodule_id") REFERENCES "public"."sub_modules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_package_add_ons" ADD CONSTRAINT "master_package_add_ons_master_package_id_master_packages_id_fk" FOREIGN KEY ("master_package_id") REFERENCES "public"."master_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_package_add_ons" ADD CONSTRAINT "master_package_add_ons_add_on_id_add_ons_id_fk" FOREIGN KEY ("add_on_id") REFERENCES "public"."add_ons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_packages" ADD CONSTRAINT "master_packages_product_item_id_product_items_id_fk" FOREIGN KEY ("product_item_id") REFERENCES "public"."product_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_packages" ADD CONSTRAINT "master_packages_user_package_id_user_packages_id_fk" FOREIGN KEY ("user_package_id") REFERENCES "public"."user_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_packages" ADD CONSTRAINT "master_packages_user_storage_id_user_storages_id_fk" FOREIGN KEY ("user_storage_id") REFERENCES "public"."user_storages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_item_add_ons" ADD CONSTRAINT "product_item_add_ons_product_item_id_product_items_id_fk" FOREIGN KEY ("product_item_id") REFERENCES "public"."product_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_item_add_ons" ADD CONSTRAINT "product_item_add_ons_add_on_id_add_ons_id_fk" FOREIGN KEY ("add_on_id") REFERENCES "public"."add_ons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_item_details" ADD CONSTRAINT "product_item_details_product_item_id_product_items_id_fk" FOREIGN KEY ("product_item_id") REFERENCES "public"."product_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_item_details" ADD CONSTRAINT "product_item_details_ref_module_id_ref_modules_id_fk" FOREIGN KEY ("ref_module_id") REFERENCES "public"."ref_modules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_item_details" ADD CONSTRAINT "product_item_details_ref_submodule_id_sub_modules_id_fk" FOREIGN KEY ("ref_submodule_id") REFERENCES "public"."sub_modules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_modules" ADD CONSTRAINT "sub_modules_ref_module_id_ref_modules_id_fk" FOREIGN KEY ("ref_module_id") REFERENCES "public"."ref_modules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_add_ons" ADD CONSTRAINT "order_add_ons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_add_ons" ADD CONSTRAINT "order_add_ons_add_on_id_add_ons_id_fk" FOREIGN KEY ("add_on_id") REFERENCES "public"."add_ons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_extra_packages" ADD CONSTRAINT "order_extra_packages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_extra_packages" ADD CONSTRAINT "order_extra_packages_id_extra_package_extra_packages_id_fk" FOREIGN KEY ("id_extra_package") REFERENCES "public"."extra_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_id_company_companies_id_company_fk" FOREIGN KEY ("id_company") REFERENCES "public"."companies"("id_company") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_id_order_orders_id_fk" FOREIGN KEY ("id_order") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_id_product_item_product_items_id_fk" FOREIGN KEY ("id_product_item") REFERENCES "public"."product_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_id_user_package_user_packages_id_fk" FOREIGN KEY ("id_user_package") REFERENCES "public"."user_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_id_storage_package_user_storages_id_fk" FOREIGN KEY ("id_storage_package") REFERENCES "public"."user_storages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_id_master_voucher_vouchers_id_fk" FOREIGN KEY ("id_master_voucher") REFERENCES "public"."vouchers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_idx" ON "admin_sessions" USING btree ("admin_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_unique" ON "admins" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "admins_name_trgm" ON "admins" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "branches_company_idx" ON "branches" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_company_name_unique" ON "branches" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_code_unique" ON "companies" USING btree ("code_company");--> statement-breakpoint
CREATE INDEX "companies_name_trgm" ON "companies" USING gin ("name_company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_code_trgm" ON "companies" USING gin ("code_company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "group_accesses_company_idx" ON "group_accesses" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "rbac_roles_company_idx" ON "rbac_roles" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rbac_roles_company_name_unique" ON "rbac_roles" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "roles_company_idx" ON "roles" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "client_user_profiles_name_trgm" ON "client_user_profiles" USING gin ("name_user" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_user_sessions_user_idx" ON "client_user_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_users_username_unique" ON "client_users" USING btree ("username_user");--> statement-breakpoint
CREATE INDEX "client_users_company_idx" ON "client_users" USING btree ("id_company");--> statement-breakpoint
CREATE INDEX "client_users_username_trgm" ON "client_users" USING gin ("username_user" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "client_users_employee_trgm" ON "client_users" USING gin ("employee_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_branches_branch_idx" ON "user_branches" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("rbac_role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "add_on_details_unique" ON "add_on_details" USING btree ("add_on_id","ref_submodule_id");--> statement-breakpoint
CREATE INDEX "add_ons_name_trgm" ON "add_ons" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "extra_packages_name_trgm" ON "extra_packages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_package_add_ons_add_on_idx" ON "master_package_add_ons" USING btree ("add_on_id");--> statement-breakpoint
CREATE UNIQUE INDEX "master_packages_kode_unique" ON "master_packages" USING btree ("kode_paket");--> statement-breakpoint
CREATE INDEX "master_packages_name_trgm" ON "master_packages" USING gin ("nama_paket" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_packages_kode_trgm" ON "master_packages" USING gin ("kode_paket" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_item_add_ons_add_on_idx" ON "product_item_add_ons" USING btree ("add_on_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_item_details_unique" ON "product_item_details" USING btree ("product_item_id","ref_submodule_id");--> statement-breakpoint
CREATE INDEX "product_items_name_trgm" ON "product_items" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sub_modules_module_idx" ON "sub_modules" USING btree ("ref_module_id");--> statement-breakpoint
CREATE INDEX "sub_modules_name_trgm" ON "sub_modules" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_packages_name_trgm" ON "user_packages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_storages_name_trgm" ON "user_storages" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_unique" ON "vouchers" USING btree ("code_voucher");--> statement-breakpoint
CREATE INDEX "vouchers_name_trgm" ON "vouchers" USING gin ("name_voucher" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "vouchers_code_trgm" ON "vouchers" USING gin ("code_voucher" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_add_ons_add_on_idx" ON "order_add_ons" USING btree ("add_on_id");--> statement-breakpoint
CREATE INDEX "order_extra_packages_order_idx" ON "order_extra_packages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_extra_packages_extra_idx" ON "order_extra_packages" USING btree ("id_extra_package");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_unique" ON "orders" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_on" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("id_company");--> statement-breakpoint
CREATE INDEX "orders_previous_idx" ON "orders" USING btree ("id_order");--> statement-breakpoint
CREATE INDEX "orders_invoice_trgm" ON "orders" USING gin ("invoice_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_packages_trgm" ON "orders" USING gin ("packages" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_logs_entity_idx" ON "audit_logs" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "release_notes_schedule_idx" ON "release_notes" USING btree ("date_schedule" desc);--> statement-breakpoint
CREATE INDEX "release_notes_version_trgm" ON "release_notes" USING gin ("version" gin_trgm_ops);