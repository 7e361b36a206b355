// What every installation needs before anyone signs in: the six reference modules of the spec with their
// sub-modules, the login-page defaults, and the first administrator. Safe to run on every start: it only
// adds what is missing.
import { count } from 'drizzle-orm';
import { meetsPasswordPolicy } from '@tagih/domain/password-policy';
import type { Db } from './client.ts';
import { hashPassword } from './password.ts';
import { admins, loginSettings, refModules, subModules } from './schema/index.ts';

export const REFERENCE_MODULES: ReadonlyArray<{ id: number; name: string; subModules: string[] }> = [
  {
    id: 1,
    name: 'Marketing',
    subModules: [
      'Lead Management',
      'Campaign',
      'Quotation',
      'Sales Order',
      'Customer Database',
      'Sales Target',
    ],
  },
  {
    id: 2,
    name: 'Operation',
    subModules: [
      'Job Order',
      'Work Schedule',
      'Delivery Tracking',
      'Inventory',
      'Purchase Request',
      'Field Attendance',
    ],
  },
  {
    id: 3,
    name: 'Master',
    subModules: [
      'Master Customer',
      'Master Product',
      'Master Supplier',
      'Master Employee',
      'Master Warehouse',
    ],
  },
  {
    id: 4,
    name: 'Report',
    subModules: [
      'Laporan Penjualan',
      'Laporan Operasional',
      'Laporan Keuangan',
      'Laporan Stok',
      'Dashboard Analitik',
    ],
  },
  {
    id: 5,
    name: 'Setting',
    subModules: ['User Management', 'Hak Akses', 'Pengaturan Cabang', 'Notifikasi', 'Integrasi API'],
  },
  {
    id: 6,
    name: 'Internal',
    subModules: ['Audit Trail', 'Backup Data', 'Approval Workflow', 'Dokumen Internal'],
  },
];

export interface BaseSeedOptions {
  adminEmail: string;
  adminPassword: string;
  adminName?: string;
}

export interface BaseSeedResult {
  adminCreated: boolean;
}

export async function seedBase(db: Db, options: BaseSeedOptions): Promise<BaseSeedResult> {
  return db.transaction(async (tx) => {
    await tx
      .insert(refModules)
      .values(REFERENCE_MODULES.map(({ id, name }) => ({ id, name })))
      .onConflictDoNothing();
    const [existing] = await tx.select({ n: count() }).from(subModules);
    if (Number(existing?.n ?? 0) === 0) {
      await tx
        .insert(subModules)
        .values(
          REFERENCE_MODULES.flatMap((module) =>
            module.subModules.map((name) => ({ ref_module_id: module.id, name })),
          ),
        );
    }
    await tx.insert(loginSettings).values({ id: 1 }).onConflictDoNothing();

    const [adminCount] = await tx.select({ n: count() }).from(admins);
    if (Number(adminCount?.n ?? 0) > 0) return { adminCreated: false };
    const email = options.adminEmail.toLowerCase();
    await tx.insert(admins).values({
      name: options.adminName ?? 'Administrator',
      email,
      password_hash: await hashPassword(options.adminPassword),
      // The local default is allowed on a laptop; recording that it fails the policy stops a production start.
      password_meets_policy: meetsPasswordPolicy(options.adminPassword, { email }),
    });
    return { adminCreated: true };
  });
}
