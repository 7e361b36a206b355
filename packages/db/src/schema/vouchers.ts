// Discount vouchers (master discount). Target ids keep the spec's convention: 0 means any item of that
// kind, null means not targeted; so they carry no foreign key.
import { date, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { flag, timestamps } from './columns.ts';

export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    name_voucher: text('name_voucher').notNull(),
    code_voucher: text('code_voucher').notNull(),
    /** 0 fixed rupiah, 1 percent. */
    type_voucher: smallint('type_voucher').notNull(),
    /** Rupiah digits for type 0; 'p1|p2' successive percents for type 1. */
    nominal: text('nominal').notNull(),
    is_all_module: flag('is_all_module'),
    /** 1 User Packages, 2 Product Items, 3 Add On. */
    id_module: smallint('id_module'),
    id_user_package: integer('id_user_package'),
    id_product_item: integer('id_product_item'),
    id_add_on: integer('id_add_on'),
    start_date: date('start_date', { mode: 'string' }).notNull(),
    end_date: date('end_date', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('vouchers_code_unique').on(t.code_voucher),
    index('vouchers_name_trgm').using('gin', t.name_voucher.op('gin_trgm_ops')),
    index('vouchers_code_trgm').using('gin', t.code_voucher.op('gin_trgm_ops')),
  ],
);
