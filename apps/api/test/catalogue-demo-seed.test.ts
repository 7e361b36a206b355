import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatKodePaket, yearMonthOf } from '@tagih/domain/codes';
import { todayInJakarta } from '@tagih/domain/dates';
import { seedCatalogueDemo } from '../src/seed/demo-catalogue.ts';
import { createTestContext, type TestContext } from './helper.ts';

describe('demo catalogue', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    await seedCatalogueDemo(t.database.db);
  });
  afterAll(() => t.close());

  it('prices the product items from their sub-modules and numbers the master packages from the sequence', async () => {
    const products = (await t.request({ method: 'GET', url: '/api/product-items' })).json().data;
    const starter = products.find((p: { name: string }) => p.name === 'Tagih ERP Starter');
    // 750.000 + (1.000.000 - 100.000) + 250.000 + 250.000 + 500.000 + 0 = 2.650.000
    expect(starter).toMatchObject({ price: '2650000', total_disc: '100000' });
    expect(products.map((p: { name: string }) => p.name).sort()).toEqual([
      'Tagih ERP Business',
      'Tagih ERP Starter',
      'Tagih Field Service',
    ]);
    const packages = (await t.request({ method: 'GET', url: '/api/kode_paket' })).json().data;
    const month = yearMonthOf(todayInJakarta());
    expect(packages.map((p: { kode_paket: string }) => p.kode_paket).sort()).toEqual([
      formatKodePaket(month, 1),
      formatKodePaket(month, 2),
    ]);
    expect((await t.request({ method: 'GET', url: '/api/user-packages' })).json().meta.total).toBe(3);
    expect((await t.request({ method: 'GET', url: '/api/user-storages' })).json().meta.total).toBe(3);
    expect((await t.request({ method: 'GET', url: '/api/add-ons' })).json().meta.total).toBe(3);
  });
});
