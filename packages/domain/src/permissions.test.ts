// The permission table read against issue 33's words, one role at a time, and docs/roles.md kept equal to it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  allows,
  PERMISSION_NAMES,
  permissionsOf,
  permissionTableMarkdown,
  refusalMessage,
  ROLES,
  type Permission,
} from './permissions.ts';

const READS: Permission[] = PERMISSION_NAMES.filter((name) => name.endsWith('.read'));

describe('the permission table', () => {
  it('gives admin everything', () => {
    expect(permissionsOf('admin')).toEqual(PERMISSION_NAMES);
  });

  it('gives finance orders, payments, tax, receivables, statements, reports and the audit log; catalogue and companies read only; no settings, no administrators', () => {
    for (const permission of [
      'orders.read',
      'orders.send',
      'orders.pay',
      'payments.review',
      'tax.read',
      'tax.write',
      'receivables.read',
      'statements.send',
      'reports.read',
      'audit.read',
      'catalogue.read',
      'companies.read',
    ] as const)
      expect(allows('finance', permission), permission).toBe(true);
    for (const permission of [
      'catalogue.write',
      'companies.write',
      'settings.read',
      'settings.write',
      'admins.manage',
    ] as const)
      expect(allows('finance', permission), permission).toBe(false);
  });

  it('gives sales companies, users and orders (create, edit, upgrade, send, proofs), catalogue read only; no payment review, tax, settings', () => {
    for (const permission of [
      'companies.write',
      'orders.write',
      'orders.send',
      'orders.proof',
      'catalogue.read',
    ] as const)
      expect(allows('sales', permission), permission).toBe(true);
    for (const permission of [
      'catalogue.write',
      'payments.review',
      'orders.pay',
      'tax.read',
      'tax.write',
      'settings.read',
      'settings.write',
      'admins.manage',
    ] as const)
      expect(allows('sales', permission), permission).toBe(false);
  });

  it('lets a viewer read everything but the administrators, and write nothing but their own password', () => {
    expect(permissionsOf('viewer')).toEqual(['account', ...READS]);
  });

  it('words a refusal with what was refused and the role', () => {
    expect(refusalMessage('sales', 'payments.review')).toBe(
      'Anda tidak berhak meninjau pembayaran dan mencatat bukti potong (peran Sales).',
    );
  });

  it('is printed in docs/roles.md as it is', () => {
    const doc = readFileSync(new URL('../../../docs/roles.md', import.meta.url), 'utf8');
    expect(doc).toContain(permissionTableMarkdown());
    expect(ROLES).toEqual(['admin', 'finance', 'sales', 'viewer']);
  });
});
