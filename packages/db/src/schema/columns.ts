// Column helpers shared by every table. Money is whole rupiah in a Postgres bigint, surfaced as a digit
// string in TypeScript: both drivers hand int8 back exactly (string, number or BigInt) and a string is the
// one JavaScript type that stays exact past 2^53 on its way to JSON.
import { customType, smallint, timestamp } from 'drizzle-orm/pg-core';

export const money = customType<{ data: string; driverData: string | number | bigint }>({
  dataType: () => 'bigint',
  fromDriver: (value) => String(value),
  toDriver: (value) => value,
});

/** 0/1 flags as the spec words them (is_billing, is_canceled, ...). */
export const flag = (name: string) => smallint(name).notNull().default(0);

export const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
