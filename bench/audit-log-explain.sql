-- The Audit Log's statements at a million rows (docs/performance.md, 'The Audit Log at a million rows').
-- psql $DATABASE_URL -f bench/audit-log-explain.sql: a scratch database of its own, dropped at the end.
drop database if exists tagih_audit_explain;
create database tagih_audit_explain;
\c tagih_audit_explain
create table admins (id serial primary key, name text not null, email text not null);
insert into admins (name, email) select 'Admin ' || g, 'a' || g || '@x' from generate_series(1, 20) g;
create table audit_logs (id bigserial primary key, admin_id integer, action text not null, entity text not null,
  entity_id text, before jsonb, after jsonb, request_id text, created_at timestamptz not null default now());
insert into audit_logs (admin_id, action, entity, entity_id, before, after)
select 1 + g % 20, 'update',
  (array['order','company','voucher','extra_package','client_user','product_item','release_note','login_settings'])[1 + g % 8],
  (g % 50000)::text, jsonb_build_object('name', 'x' || g), jsonb_build_object('name', 'y' || g)
from generate_series(1, 1000000) g;
CREATE INDEX "audit_logs_record_idx" ON "audit_logs" USING btree ("entity","entity_id","id");
CREATE INDEX "audit_logs_admin_idx" ON "audit_logs" USING btree ("admin_id","id");
CREATE INDEX "audit_logs_entity_idx" ON "audit_logs" USING btree ("entity","id");
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("created_at");
analyze audit_logs; analyze admins;
CREATE INDEX "audit_logs_admin_entity_idx" ON "audit_logs" USING btree ("admin_id","entity","id");
\timing on
explain (analyze, buffers off, costs off, summary on) select a.*, ad.name, ad.email from audit_logs a left join admins ad on ad.id = a.admin_id order by a.id desc limit 10 offset 0;
explain (analyze, costs off, summary on) select a.*, ad.name from audit_logs a left join admins ad on ad.id = a.admin_id where a.entity in ('login_settings','company') order by a.id desc limit 10 offset 0;
explain (analyze, costs off, summary on) select a.*, ad.name from audit_logs a left join admins ad on ad.id = a.admin_id where a.entity in ('order') and a.entity_id = '4000' order by a.id desc limit 10;
explain (analyze, costs off, summary on) select a.*, ad.name from audit_logs a left join admins ad on ad.id = a.admin_id where a.admin_id = 7 order by a.id desc limit 10 offset 990;
explain (analyze, costs off, summary on) select count(*) from (select 1 from audit_logs where admin_id = 7 and entity in ('order') limit 1001) r;
explain (analyze, costs off, summary on) select a.*, ad.name from audit_logs a left join admins ad on ad.id = a.admin_id where a.admin_id = 7 and a.entity in ('order') order by a.id desc limit 10;
\c postgres
drop database tagih_audit_explain;
