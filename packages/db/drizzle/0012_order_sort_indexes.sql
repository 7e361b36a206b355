CREATE INDEX "companies_name_sort_idx" ON "companies" USING btree ("name_company","id_company");--> statement-breakpoint
CREATE INDEX "orders_sort_packages_idx" ON "orders" USING btree ("packages","id");--> statement-breakpoint
CREATE INDEX "orders_sort_start_idx" ON "orders" USING btree ("start_period","id");--> statement-breakpoint
CREATE INDEX "orders_sort_end_idx" ON "orders" USING btree ("end_period","id");--> statement-breakpoint
CREATE INDEX "orders_sort_canceled_idx" ON "orders" USING btree ("is_canceled","id");--> statement-breakpoint
CREATE INDEX "orders_sort_status_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_sort_total_idx" ON "orders" USING btree ("total_price","id");--> statement-breakpoint
CREATE INDEX "orders_sort_sisa_idx" ON "orders" USING btree ("sisa_bayar","id");