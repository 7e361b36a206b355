// The sellable catalogue: reference modules and their sub-modules, product items and add-ons priced per
// sub-module, extra packages, user packages, user storages and master packages (named bundles).
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { flag, money, timestamps } from './columns.ts';

export const refModules = pgTable('ref_modules', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const subModules = pgTable(
  'sub_modules',
  {
    id: serial('id').primaryKey(),
    ref_module_id: integer('ref_module_id')
      .notNull()
      .references(() => refModules.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
  },
  (t) => [
    index('sub_modules_module_idx').on(t.ref_module_id),
    index('sub_modules_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

const pricedItem = () => ({
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Server-computed: the sum of (price - disc) over the checked sub-modules. */
  price: money('price').notNull().default('0'),
  total_disc: money('total_disc').notNull().default('0'),
  is_showing: flag('is_showing'),
  is_billing: flag('is_billing'),
  is_free: flag('is_free'),
  description: text('description').notNull().default(''),
  ...timestamps,
});

export const productItems = pgTable('product_items', { ...pricedItem(), is_aol: flag('is_aol') }, (t) => [
  index('product_items_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
]);

export const addOns = pgTable('add_ons', pricedItem(), (t) => [
  index('add_ons_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
]);

const detailColumns = () => ({
  ref_module_id: integer('ref_module_id')
    .notNull()
    .references(() => refModules.id, { onDelete: 'restrict' }),
  ref_submodule_id: integer('ref_submodule_id')
    .notNull()
    .references(() => subModules.id, { onDelete: 'restrict' }),
  price: money('price').notNull().default('0'),
  disc: money('disc').notNull().default('0'),
});

export const productItemDetails = pgTable(
  'product_item_details',
  {
    id: serial('id').primaryKey(),
    product_item_id: integer('product_item_id')
      .notNull()
      .references(() => productItems.id, { onDelete: 'cascade' }),
    ...detailColumns(),
  },
  (t) => [uniqueIndex('product_item_details_unique').on(t.product_item_id, t.ref_submodule_id)],
);

export const addOnDetails = pgTable(
  'add_on_details',
  {
    id: serial('id').primaryKey(),
    add_on_id: integer('add_on_id')
      .notNull()
      .references(() => addOns.id, { onDelete: 'cascade' }),
    ...detailColumns(),
  },
  (t) => [uniqueIndex('add_on_details_unique').on(t.add_on_id, t.ref_submodule_id)],
);

export const productItemAddOns = pgTable(
  'product_item_add_ons',
  {
    product_item_id: integer('product_item_id')
      .notNull()
      .references(() => productItems.id, { onDelete: 'cascade' }),
    add_on_id: integer('add_on_id')
      .notNull()
      .references(() => addOns.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.product_item_id, t.add_on_id] }),
    index('product_item_add_ons_add_on_idx').on(t.add_on_id),
  ],
);

export const extraPackages = pgTable(
  'extra_packages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    price: money('price').notNull(),
    ...timestamps,
  },
  (t) => [index('extra_packages_name_trgm').using('gin', t.name.op('gin_trgm_ops'))],
);

export const userPackages = pgTable(
  'user_packages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    price: money('price').notNull(),
    total_user: integer('total_user').notNull().default(1),
    is_showing: flag('is_showing'),
    description: text('description').notNull().default(''),
    /** Toggled by the API-only change-status operation (spec section 4). */
    status: smallint('status').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('user_packages_name_trgm').using('gin', t.name.op('gin_trgm_ops'))],
);

export const userStorages = pgTable(
  'user_storages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    storage: integer('storage').notNull(),
    type: text('type', { enum: ['MB', 'GB', 'TB'] }).notNull(),
    price: money('price').notNull(),
    is_free: flag('is_free'),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (t) => [index('user_storages_name_trgm').using('gin', t.name.op('gin_trgm_ops'))],
);

export const masterPackages = pgTable(
  'master_packages',
  {
    id: serial('id').primaryKey(),
    nama_paket: text('nama_paket').notNull(),
    kode_paket: text('kode_paket').notNull(),
    product_item_id: integer('product_item_id')
      .notNull()
      .references(() => productItems.id, { onDelete: 'restrict' }),
    user_package_id: integer('user_package_id')
      .notNull()
      .references(() => userPackages.id, { onDelete: 'restrict' }),
    user_storage_id: integer('user_storage_id').references(() => userStorages.id, { onDelete: 'restrict' }),
    start_date: date('start_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('master_packages_kode_unique').on(t.kode_paket),
    index('master_packages_name_trgm').using('gin', t.nama_paket.op('gin_trgm_ops')),
    index('master_packages_kode_trgm').using('gin', t.kode_paket.op('gin_trgm_ops')),
  ],
);

export const masterPackageAddOns = pgTable(
  'master_package_add_ons',
  {
    master_package_id: integer('master_package_id')
      .notNull()
      .references(() => masterPackages.id, { onDelete: 'cascade' }),
    add_on_id: integer('add_on_id')
      .notNull()
      .references(() => addOns.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.master_package_id, t.add_on_id] }),
    index('master_package_add_ons_add_on_idx').on(t.add_on_id),
  ],
);
