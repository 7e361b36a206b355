// Invoices that reconcile (decisions.md "The ledger"): orders stored through the order store on fixed days, their
// PDFs read back with pdftotext, and the printed lines re-added: the table's Jumlah column sums to the printed
// total, the total less the voucher is Total Harga, an upgrade's prorated lines sum to the new package, which with
// the previous order's use is Total Prorate, less Total Harga Sebelumnya is Sisa Bayar, and the amount due is in
// words. A paid order's invoice says LUNAS with its date and asks for nothing.
import { mkdir, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, productItemDetails, subModules, vouchers } from '@tagih/db';
import { ceilDiv, maxRupiah } from '@tagih/domain/money';
import { orderInputSchema } from '@tagih/domain/schemas/order';
import { terbilangRupiah } from '@tagih/domain/terbilang';
import { storeOrder } from '../src/orders/write/orders-write.ts';
import { createTestContext, type TestContext } from './helper.ts';
import { readInvoice, sum, type InvoiceReading } from './invoice-reading.ts';
import { basePayload, seedOrderCatalogue, type OrderCatalogue } from './orders-fixtures.ts';

const context = { adminId: null, requestId: 'invoices-reconcile-test' };

describe('invoice PDFs that reconcile, on every variant', () => {
  let t: TestContext;
  let c: OrderCatalogue;
  const store = async (over: Record<string, unknown>, day: string) =>
    (
      await storeOrder(
        t.database.db,
        t.app.orderStatements,
        orderInputSchema.parse(basePayload(c, over)),
        context,
        day,
      )
    ).row;
  const invoice = async (id: number): Promise<InvoiceReading> => {
    const response = await t.request({ method: 'GET', url: `/api/orders/pdf/${id}` });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    if (process.env.INVOICE_PDF_DIR) {
      await mkdir(process.env.INVOICE_PDF_DIR, { recursive: true });
      await writeFile(`${process.env.INVOICE_PDF_DIR}/order-${id}.pdf`, response.rawPayload);
    }
    return readInvoice(response.rawPayload);
  };

  /** A new order's invoice: the table adds up to the Subtotal (or Total Harga), less its voucher is Total Harga. */
  function expectNewOrderReconciles(
    read: InvoiceReading,
    stored: { total_price: string; voucher_discount: string },
  ) {
    const total = read.total('Total Harga');
    expect(total).toBe(BigInt(stored.total_price));
    if (BigInt(stored.voucher_discount) > 0n) {
      expect(sum(read.rows)).toBe(read.total('Subtotal'));
      const voucher = /^Voucher \w+ (Rp\. -[\d.]+)$/m.exec(read.flat);
      expect(voucher, read.flat).not.toBeNull();
      expect(read.total('Subtotal') - BigInt(stored.voucher_discount)).toBe(total);
    } else {
      expect(sum(read.rows)).toBe(total);
    }
    expect(read.flat).toContain(
      `Terbilang: ${terbilangRupiah(total).replace(/^./, (ch) => ch.toUpperCase())}`,
    );
  }

  beforeAll(async () => {
    t = await createTestContext();
    c = await seedOrderCatalogue(t.database.db);
  });
  afterAll(() => t.close());

  // Tagih Pro 3 months, 2 x Paket 10 User, Storage 50 GB, Migrasi Data with a 500.000 discount, the product's add-ons:
  // 1.000.000 x 3 = 3.000.000; 100.000 x 2 x 3 = 600.000; 50.000 x 1 x 3 = 150.000; 3.500.000 - 500.000 = 3.000.000
  const order = (over: Record<string, unknown> = {}) => ({
    total_month: 3,
    qty_user_package: 2,
    id_storage_package: c.storage50.id,
    extra_package: [{ id_extra_package: c.migrasi.id, disc_extra_package: '500000' }],
    array_addon: [c.gudang.id, c.hrd.id],
    ...over,
  });

  it('a new order without a voucher: each line qty x price x months, its discount beneath, total = amount due', async () => {
    const row = await store(order(), '2026-03-10');
    const read = await invoice(row.id);
    // 3.000.000 + 600.000 + 150.000 + 3.500.000 - 500.000 = 6.750.000
    expect(row.total_price).toBe('6750000');
    expect(read.flat).toContain('Produk: Tagih Pro 1 Rp. 1.000.000 3 Rp. 3.000.000');
    expect(read.flat).toContain('Paket User: Paket 10 User 2 Rp. 100.000 3 Rp. 600.000');
    expect(read.flat).toContain('Biaya Tambahan: Migrasi Data 1 Rp. 3.500.000 - Rp. 3.500.000');
    expect(read.flat).toContain('Diskon Migrasi Data Rp. -500.000');
    expect(read.flat).toContain('Add-on: Modul Gudang 1 - 3 Termasuk');
    // Unpaid: it keeps its due date (the invoice is dated the day it was stored, 14 days to pay).
    expect(read.flat).toMatch(/Jatuh Tempo \d+ \w+ \d{4}/);
    expect(read.flat).toMatch(
      /Mohon lakukan pembayaran sebesar Rp\. 6\.750\.000 paling lambat \d+ \w+ \d{4} ke rekening:/,
    );
    expectNewOrderReconciles(read, row);
  });

  it('each voucher scope shows the voucher by its code as its own line, and the lines add up', async () => {
    const [fixedOrder] = await t.database.db
      .insert(vouchers)
      .values({
        name_voucher: 'Potong Order',
        code_voucher: 'POTONG30',
        type_voucher: 0,
        nominal: '300000',
        is_all_module: 1,
        start_date: '2000-01-01',
        end_date: '2099-12-31',
      })
      .returning();
    const cases = [
      // product, fixed 250.000 off 3.000.000
      { voucher: c.v.product.id, code: 'PRODUK25', line: 'Voucher PRODUK25 Rp. -250.000', total: '6500000' },
      // user package 10% of (600.000 - 100.000) = 50.000
      {
        voucher: c.v.userPackage.id,
        code: 'USER10PC',
        line: 'Voucher USER10PC Rp. -50.000',
        total: '6600000',
        over: { disc_user_package: '100000' },
      },
      // add-on: 50% of Modul Gudang (400.000) = 200.000, off the product line
      { voucher: c.v.addOn.id, code: 'GUDANG50', line: 'Voucher GUDANG50 Rp. -200.000', total: '6550000' },
      // order 10% then 5%: 675.000 and round(6.075.000 x 5%) = 303.750; 6.750.000 - 978.750 = 5.771.250
      { voucher: c.v.order.id, code: 'ORDER105', line: 'Voucher ORDER105 Rp. -978.750', total: '5771250' },
      // order, fixed 300.000
      { voucher: fixedOrder!.id, code: 'POTONG30', line: 'Voucher POTONG30 Rp. -300.000', total: '6450000' },
    ];
    for (const { voucher, line, total, over } of cases) {
      const row = await store(order({ id_master_diskon: voucher, ...over }), '2026-03-10');
      expect(row.total_price).toBe(total);
      const read = await invoice(row.id);
      expect(read.flat).toContain(line);
      expectNewOrderReconciles(read, row);
    }
  });

  it('flexmod: the product broken into its sub-modules, with a product voucher, still adds up', async () => {
    const subs = await t.database.db.select().from(subModules);
    const sub = (name: string) => subs.find((row) => row.name === name)!.id;
    await t.database.db.insert(productItemDetails).values([
      {
        product_item_id: c.flex.id,
        ref_module_id: 1,
        ref_submodule_id: sub('Lead Management'),
        price: '1200000',
        disc: '0',
      },
      {
        product_item_id: c.flex.id,
        ref_module_id: 2,
        ref_submodule_id: sub('Job Order'),
        price: '900000',
        disc: '100000',
      },
    ]);
    // Tagih Flex 2.000.000 x 2 = 4.000.000 less FLEXONLY 100.000; its sub-modules: 1.200.000 x 2 + 800.000 x 2
    const row = await store(
      order({
        id_product_item: c.flex.id,
        total_month: 2,
        array_addon: [c.armada.id],
        id_master_diskon: c.v.flexOnly.id,
      }),
      '2026-03-10',
    );
    expect(row.is_billing).toBe(1);
    const read = await invoice(row.id);
    expect(read.flat).toContain('Rincian per sub-modul');
    expect(read.flat).toContain('Marketing - Lead Management 1 Rp. 1.200.000 2 Rp. 2.400.000');
    expect(read.flat).toContain('Voucher FLEXONLY Rp. -100.000');
    expectNewOrderReconciles(read, row);
  });

  it('reorder: a renewal invoice that adds up like a new one', async () => {
    const row = await store(order({ is_auto_order: 1, id_master_diskon: c.v.order.id }), '2026-03-10');
    const read = await invoice(row.id);
    expect(read.flat).toContain('INVOICE PERPANJANGAN');
    expectNewOrderReconciles(read, row);
  });

  /** An upgrade's invoice, re-added from top to bottom. */
  function expectUpgradeReconciles(
    read: InvoiceReading,
    stored: { total_prorate: string; sisa_bayar: string; previous_total: string },
  ) {
    const subtotalAt = read.rows.findIndex((row) => row.text.startsWith('Jumlah paket baru'));
    expect(subtotalAt, read.flat).toBeGreaterThan(0);
    const lines = read.rows.slice(0, subtotalAt);
    const newPackage = read.rows[subtotalAt]!;
    const use = read.rows[subtotalAt + 1]!;
    expect(use.text).toMatch(/^Pemakaian order INV\//);
    // every prorated line: ceil(full x remaining / total) = its amount; no full-period amount in the Jumlah column
    for (const line of lines.filter((row) => row.days && !row.text.startsWith('Voucher'))) {
      expect(ceilDiv(line.full! * BigInt(line.days![0]), BigInt(line.days![1])), line.text).toBe(line.amount);
    }
    const voucher = lines.find((row) => row.text.startsWith('Voucher'));
    if (voucher)
      expect(-ceilDiv(-voucher.full! * BigInt(voucher.days![0]), BigInt(voucher.days![1]))).toBe(
        voucher.amount,
      );
    expect(sum(lines)).toBe(newPackage.amount);
    expect(ceilDiv(newPackage.full! * BigInt(newPackage.days![0]), BigInt(newPackage.days![1]))).toBe(
      newPackage.amount,
    );
    expect(ceilDiv(use.full! * BigInt(use.days![0]), BigInt(use.days![1]))).toBe(use.amount);
    const totalProrate = read.total('Total Prorate');
    expect(totalProrate).toBe(newPackage.amount + use.amount);
    expect(totalProrate).toBe(BigInt(stored.total_prorate));
    expect(read.total('Dikurangi Total Harga Sebelumnya')).toBe(-BigInt(stored.previous_total));
    const sisa = read.total('Sisa Bayar');
    expect(sisa).toBe(totalProrate - BigInt(stored.previous_total));
    expect(sisa).toBe(BigInt(stored.sisa_bayar));
    const due = read.total('Jumlah yang Harus Dibayar');
    expect(due).toBe(maxRupiah(0n, sisa));
    if (sisa < 0n) expect(read.total('Kredit Pelanggan')).toBe(-sisa);
    expect(read.flat).toContain(`Terbilang: ${terbilangRupiah(due).replace(/^./, (ch) => ch.toUpperCase())}`);
    expect(read.flat).not.toMatch(/Prorata/);
  }

  const previousOrder = (over: Record<string, unknown> = {}) =>
    store({ total_month: 12, ...over }, '2026-01-01');

  it('an upgrade without a voucher whose lines prorate exactly: no Pembulatan', async () => {
    // Previous: 12.000.000 + 1.200.000 = 13.200.000 from 2026-01-01 (365 days). Upgrade on 2026-10-20: 73 of 365 days left.
    // product 12.000.000 x 73 / 365 = 2.400.000; users 100.000 x 2 x 12 = 2.400.000 x 73 / 365 = 480.000; new package 2.880.000
    // used 292: ceil(13.200.000 x 292 / 365) = 10.560.000; Total Prorate 13.440.000; Sisa Bayar 240.000
    const previous = await previousOrder();
    const row = await store({ id_order: previous.id, total_month: 12, qty_user_package: 2 }, '2026-10-20');
    expect(row).toMatchObject({ total_prorate: '13440000', sisa_bayar: '240000' });
    const read = await invoice(row.id);
    expect(read.flat).toContain(
      `Upgrade dari order ${previous.invoice_number} (periode 1 Januari 2026 s.d. 31 Desember 2026).`,
    );
    expect(read.flat).toContain('Produk: Tagih Pro Rp. 12.000.000 73/365 Rp. 2.400.000');
    expect(read.flat).toContain('Jumlah paket baru Rp. 14.400.000 73/365 Rp. 2.880.000');
    expect(read.flat).toContain(
      `Pemakaian order ${previous.invoice_number} Rp. 13.200.000 292/365 Rp. 10.560.000`,
    );
    expect(read.flat).not.toContain('Pembulatan');
    expectUpgradeReconciles(read, row);
  });

  it('an upgrade with an order-level voucher, prorated by its code, and a Pembulatan line', async () => {
    // Previous billed 13.200.000 - ORDER105 (1.320.000 + 594.000) = 11.286.000. Upgrade on 2026-07-01 (184 of 365 days):
    // new lines 12.000.000, 2.400.000 less ORDER105 (1.440.000 + 648.000 = 2.088.000): new total 12.312.000
    // product ceil(6.049.315,07) = 6.049.316; users ceil(1.209.863,01) = 1.209.864; voucher -ceil(1.052.580,82) = -1.052.581
    // sum 6.206.599; new package ceil(12.312.000 x 184 / 365) = ceil(6.206.597,26) = 6.206.598 -> Pembulatan -1
    const previous = await previousOrder({ id_master_diskon: c.v.order.id });
    expect(previous.total_price).toBe('11286000');
    const row = await store(
      { id_order: previous.id, total_month: 12, qty_user_package: 2, id_master_diskon: c.v.order.id },
      '2026-07-01',
    );
    expect(row.previous_total).toBe('11286000');
    const read = await invoice(row.id);
    expect(read.flat).toContain('Voucher ORDER105 Rp. -2.088.000 184/365 Rp. -1.052.581');
    expect(read.flat).toMatch(/Pembulatan - - Rp\. -1\n/);
    expect(read.flat).toContain('Jumlah paket baru Rp. 12.312.000 184/365 Rp. 6.206.598');
    expectUpgradeReconciles(read, row);
  });

  it("an upgrade to a smaller package: a negative Sisa Bayar is the client's credit and nothing is due", async () => {
    // Previous: 12.000.000 + 100.000 x 5 x 12 + 50.000 x 2 x 12 = 19.200.000; the upgrade keeps 1 user package, no storage
    const previous = await previousOrder({
      qty_user_package: 5,
      id_storage_package: c.storage50.id,
      qty_storage_package: 2,
    });
    const row = await store({ id_order: previous.id, total_month: 12 }, '2026-07-01');
    expect(BigInt(row.sisa_bayar)).toBeLessThan(0n);
    const read = await invoice(row.id);
    expect(read.total('Jumlah yang Harus Dibayar')).toBe(0n);
    expect(read.flat).toContain('Terbilang: Nol rupiah');
    expect(read.flat).not.toContain('paling lambat');
    expectUpgradeReconciles(read, row);
  });

  it('a paid order: LUNAS in capitals with its payment date in WIB, asking for nothing', async () => {
    const row = await store(order(), '2026-03-10');
    // 20:00 UTC on 12 March is 03:00 WIB on 13 March
    await t.database.db
      .update(orders)
      .set({ status: 1, paid_at: new Date('2026-03-12T20:00:00Z') })
      .where(eq(orders.id, row.id));
    const read = await invoice(row.id);
    expect(read.flat).toMatch(/\bLUNAS\b/);
    expect(read.flat).toContain('13 Maret 2026');
    expect(read.flat).toContain('Tanggal Lunas 13 Maret 2026');
    expect(read.flat).toContain('LUNAS: pembayaran invoice ini telah diterima pada 13 Maret 2026.');
    expect(read.flat).not.toContain('paling lambat');
    expect(read.flat).not.toContain('Jatuh Tempo');
    expect(read.flat).not.toContain('Mohon lakukan pembayaran');
    expect(read.flat).not.toContain(t.config.seller.bankAccount);
    expectNewOrderReconciles(read, row);
  });
});
