// Shared calls of the two master-package test files (codes; list, update and delete), each of which keeps
// its own context and catalogue: they read them through `get` when a test runs, after beforeAll made them.
import { count } from 'drizzle-orm';
import { masterPackages } from '@tagih/db';
import { formatKodePaket, yearMonthOf } from '@tagih/domain/codes';
import { todayInJakarta } from '@tagih/domain/dates';
import type { TestContext } from './helper.ts';
import type { Catalogue } from './catalogue-fixtures.ts';

export function masterPackageCalls(get: () => { t: TestContext; c: Catalogue }) {
  const month = yearMonthOf(todayInJakarta());
  /** The generated code of number `seq` this month. */
  const code = (seq: number) => formatKodePaket(month, seq);
  /** A payload that passes, referring to the file's catalogue. */
  const payload = (extra: object = {}) => {
    const { c } = get();
    return {
      nama_paket: 'Paket Starter',
      product_item_id: c.productItemId,
      user_package_id: c.userPackageId,
      user_storage_id: c.userStorageId,
      add_on_id: [c.addOnId],
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      ...extra,
    };
  };
  const store = (extra: object = {}) =>
    get().t.request({ method: 'POST', url: '/api/kode_paket/store', payload: payload(extra) });
  const preview = async () =>
    (await get().t.request({ method: 'GET', url: '/api/kode_paket/get_kode_paket' })).json();
  const rowCount = async () =>
    Number((await get().t.database.db.select({ n: count() }).from(masterPackages))[0]?.n);
  return { code, payload, store, preview, rowCount };
}
