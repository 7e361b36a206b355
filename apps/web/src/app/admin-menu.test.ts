// The menu each role sees (issue 33), from the permission table: the entries a role's screens open with.
import { describe, expect, it } from 'vitest';
import { allows, type Role } from '@tagih/domain/permissions';
import { adminMenu, visibleMenu } from './admin-menu';

const menuOf = (role: Role) =>
  visibleMenu((permission) => allows(role, permission)).map((entry) => entry.label);
const CATALOGUE = ['Extra Package', 'User Package', 'User Storage'];
const MORE_CATALOGUE = ['Release Note', 'Product Item', 'Add On', 'Master Voucher', 'Master Packages'];
const FINANCE_ONLY = ['Piutang', 'Pembayaran', 'Bukti Potong', 'Faktur Pajak', 'Laporan', 'Audit Log'];

describe('the menu by role', () => {
  it('shows an admin every entry', () => {
    expect(menuOf('admin')).toEqual(adminMenu.map((entry) => entry.label));
  });

  it("shows 'API Key' and 'Webhook' (issue 34) to an admin alone, after 'Administrator'", () => {
    expect(menuOf('admin').slice(-4)).toEqual(['Administrator', 'API Key', 'Webhook', 'Audit Log']);
    for (const role of ['finance', 'sales', 'viewer'] as const) {
      expect(menuOf(role)).not.toContain('API Key');
      expect(menuOf(role)).not.toContain('Webhook');
    }
  });

  it('shows finance everything but the Setting', () => {
    expect(menuOf('finance')).toEqual([
      'Dashboard',
      'Company',
      'User',
      ...CATALOGUE,
      'Order',
      'Langganan',
      ...MORE_CATALOGUE,
      ...FINANCE_ONLY,
    ]);
  });

  it('shows sales company, user, catalogue and orders, without money, tax, reports, audit or setting', () => {
    expect(menuOf('sales')).toEqual([
      'Dashboard',
      'Company',
      'User',
      ...CATALOGUE,
      'Order',
      'Langganan',
      ...MORE_CATALOGUE,
    ]);
  });

  it('shows a viewer every entry a reader may open, the Setting included', () => {
    expect(menuOf('viewer')).toEqual([
      'Dashboard',
      'Company',
      'User',
      ...CATALOGUE,
      'Order',
      'Langganan',
      ...MORE_CATALOGUE,
      'Setting',
      ...FINANCE_ONLY,
    ]);
  });
});
