// Believable Indonesian demo data, so a newcomer sees a working console at once. Each part goes through its
// resource's repository functions, so demo orders are priced and numbered exactly as real ones. Order
// matters: orders need the catalogue, companies and vouchers.
import type { Db } from '@tagih/db';
import { extraPackageRepository } from '../repositories/extra-packages.ts';
import { seedCatalogueDemo } from './demo-catalogue.ts';
import { seedCompaniesDemo } from './demo-companies.ts';
import { seedVouchersDemo } from './demo-vouchers.ts';
import { seedOrdersDemo } from './demo-orders.ts';
import { seedReleaseNotesDemo } from './demo-release-notes.ts';

const context = { adminId: null, requestId: 'demo-seed' };

async function seedExtraPackagesDemo(db: Db) {
  for (const [name, price] of [
    ['Implementasi & Training Onsite', '7500000'],
    ['Migrasi Data', '3500000'],
    ['Custom Report', '2250000'],
    ['Integrasi API Pihak Ketiga', '5000000'],
  ] as const) {
    await extraPackageRepository.store(db, { name, price }, context);
  }
}

export async function seedDemo(db: Db): Promise<void> {
  await seedExtraPackagesDemo(db);
  await seedCatalogueDemo(db);
  await seedCompaniesDemo(db);
  await seedVouchersDemo(db);
  await seedOrdersDemo(db);
  await seedReleaseNotesDemo(db);
}
