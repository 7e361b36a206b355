// Believable Indonesian demo data, so a newcomer sees a working console at once. It goes through the same
// repository functions as the API, so its orders are priced and numbered exactly as real ones.
import type { Db } from '@tagih/db';
import { extraPackageRepository } from '../repositories/extra-packages.ts';

const context = { adminId: null, requestId: 'demo-seed' };

export async function seedDemo(db: Db): Promise<void> {
  for (const [name, price] of [
    ['Implementasi & Training Onsite', '7500000'],
    ['Migrasi Data', '3500000'],
    ['Custom Report', '2250000'],
    ['Integrasi API Pihak Ketiga', '5000000'],
  ] as const) {
    await extraPackageRepository.store(db, { name, price }, context);
  }
}
