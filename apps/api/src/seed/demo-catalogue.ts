// Demo catalogue: believable product items priced from their sub-modules, add-ons, user packages, storage
// tiers and two master packages, stored through the same repositories as the API (so prices are the
// server's own sums and package codes come from the sequence).
import type { Db } from '@tagih/db';
import { addOnRepository } from '../repositories/add-ons.ts';
import { masterPackageRepository } from '../repositories/master-packages.ts';
import { productItemRepository } from '../repositories/product-items.ts';
import { userPackageRepository } from '../repositories/user-packages.ts';
import { userStorageRepository } from '../repositories/user-storages.ts';

const context = { adminId: null, requestId: 'demo-seed' };

/** [sub-module id, its module, price, disc] — ids of the base seed (seed-base.ts). */
type Priced = [id: number, submodule: number, price: string, disc?: string];
const rows = (priced: Priced[]) =>
  priced.map(([id, submodule, price, disc = '0']) => ({ id, submodule, price, disc }));

/** The add-ons the products include. */
async function seedAddOns(db: Db) {
  const addOn = async (name: string, description: string, priced: Priced[]) =>
    (
      await addOnRepository.store(
        db,
        { name, is_showing: 1, is_billing: 0, is_free: 0, description, submodule: rows(priced) },
        context,
      )
    ).id;
  const whatsapp = await addOn(
    'WhatsApp Notification',
    '<p>Pengingat tagihan dan jadwal kerja lewat WhatsApp.</p>',
    [[26, 5, '350000']],
  );
  const efaktur = await addOn(
    'E-Faktur Integration',
    '<p>Ekspor faktur pajak ke <strong>e-Faktur DJP</strong>.</p>',
    [[27, 5, '500000', '50000']],
  );
  const android = await addOn('Mobile App Android', '<p>Aplikasi Android untuk tim lapangan.</p>', [
    [12, 2, '400000'],
    [9, 2, '250000'],
  ]);
  return { whatsapp, efaktur, android };
}

/** The product items, each with its priced sub-modules and its own add-ons. */
async function seedProducts(db: Db, { whatsapp, efaktur, android }: Awaited<ReturnType<typeof seedAddOns>>) {
  const product = async (
    name: string,
    flags: { is_aol?: 0 | 1; is_billing?: 0 | 1 },
    description: string,
    priced: Priced[],
    addOns: number[],
  ) =>
    (
      await productItemRepository.store(
        db,
        {
          name,
          is_aol: flags.is_aol ?? 0,
          is_showing: 1,
          is_billing: flags.is_billing ?? 0,
          is_free: 0,
          description,
          submodule: rows(priced),
          addOns,
        },
        context,
      )
    ).id;
  const starter = await product(
    'Tagih ERP Starter',
    {},
    '<p>Paket awal untuk UKM: penjualan, master data dan laporan dasar.</p>',
    [
      [3, 1, '750000'],
      [4, 1, '1000000', '100000'],
      [13, 3, '250000'],
      [14, 3, '250000'],
      [18, 4, '500000'],
      [23, 5, '0'],
    ],
    [whatsapp],
  );
  const business = await product(
    'Tagih ERP Business',
    { is_aol: 1, is_billing: 1 },
    '<p>Untuk perusahaan menengah:</p><ul><li>operasional lengkap</li><li>laporan keuangan</li><li>persetujuan berjenjang</li></ul>',
    [
      [1, 1, '1250000'],
      [3, 1, '750000'],
      [4, 1, '1000000'],
      [7, 2, '1500000', '250000'],
      [10, 2, '1200000'],
      [13, 3, '250000'],
      [14, 3, '250000'],
      [20, 4, '900000'],
      [24, 5, '400000'],
      [30, 6, '600000'],
    ],
    [whatsapp, efaktur],
  );
  await product(
    'Tagih Field Service',
    {},
    '<p>Penjadwalan teknisi, pelacakan kunjungan dan absensi lapangan.</p>',
    [
      [7, 2, '1500000'],
      [8, 2, '900000'],
      [9, 2, '800000', '100000'],
      [12, 2, '600000'],
      [19, 4, '450000'],
    ],
    [whatsapp, android],
  );
  return { starter, business };
}

/** The user packages and storages an order chooses among. */
async function seedSizes(db: Db) {
  const userPackage = async (name: string, total_user: number, price: string) =>
    (
      await userPackageRepository.store(
        db,
        {
          name,
          total_user,
          price,
          is_showing: 1,
          description: `<p>Hingga ${total_user} pengguna aktif.</p>`,
        },
        context,
      )
    ).id;
  const users10 = await userPackage('10 User', 10, '1500000');
  const users25 = await userPackage('25 User', 25, '3250000');
  await userPackage('50 User', 50, '6000000');

  const storage = async (name: string, size: number, type: 'MB' | 'GB' | 'TB', price: string) =>
    (
      await userStorageRepository.store(
        db,
        { name, storage: size, type, price, is_free: price === '0' ? 1 : 0, description: '' },
        context,
      )
    ).id;
  const gb10 = await storage('Storage 10 GB', 10, 'GB', '0');
  const gb100 = await storage('Storage 100 GB', 100, 'GB', '450000');
  await storage('Storage 1 TB', 1, 'TB', '2500000');
  return { users10, users25, gb10, gb100 };
}

export async function seedCatalogueDemo(db: Db): Promise<void> {
  const { whatsapp, efaktur, android } = await seedAddOns(db);
  const { starter, business } = await seedProducts(db, { whatsapp, efaktur, android });
  const { users10, users25, gb10, gb100 } = await seedSizes(db);
  const year = new Date().getFullYear();
  const bundle = (
    nama_paket: string,
    product_item_id: number,
    user_package_id: number,
    user_storage_id: number,
    add_on_id: number[],
  ) =>
    masterPackageRepository.store(
      db,
      {
        nama_paket,
        kode_paket: '',
        product_item_id,
        user_package_id,
        user_storage_id,
        add_on_id,
        start_date: `${year}-01-01`,
        end_date: `${year}-12-31`,
      },
      context,
    );
  await bundle('Paket UKM Hemat', starter, users10, gb10, [whatsapp]);
  await bundle('Paket Bisnis Lengkap', business, users25, gb100, [whatsapp, efaktur]);
}
