// The sidebar of spec 2.2: its 13 entries in this order with this wording ('Langganan', issue 32, right after
// 'Order' where the clerk works on orders), then 'Piutang' and 'Pembayaran' (issue 30), 'Bukti Potong' and
// 'Faktur Pajak' (issue 31), 'Laporan' (issue 32), 'Administrator' (issue 33), 'API Key' and 'Webhook' (issue 34), then the Audit Log (issue 20) last. Each entry names the
// permission its screen opens with (the same as its route in router.tsx); the sidebar shows only the entries the
// signed-in role holds (issue 33).
import {
  IconBox,
  IconChartBar,
  IconBuilding,
  IconCash,
  IconCloudDataConnection,
  IconDiscount2,
  IconFileInvoice,
  IconGauge,
  IconHistory,
  IconKey,
  IconNotes,
  IconPackages,
  IconPuzzle,
  IconReceiptTax,
  IconRepeat,
  IconReportMoney,
  IconSettings,
  IconShoppingCart,
  IconSquarePlus,
  IconUserShield,
  IconUsers,
  IconUsersGroup,
  IconWebhook,
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { paths } from '../config/paths';
import type { Permission } from '../lib/permissions';

export type MenuEntry = { label: string; to: string; icon: Icon; permission: Permission };

export const adminMenu: MenuEntry[] = [
  { label: 'Dashboard', to: paths.dashboard.path, icon: IconGauge, permission: 'account' },
  { label: 'Company', to: paths.companies.list, icon: IconBuilding, permission: 'companies.read' },
  { label: 'User', to: paths.users.list, icon: IconUsers, permission: 'companies.read' },
  {
    label: 'Extra Package',
    to: paths.extraPackages.list,
    icon: IconSquarePlus,
    permission: 'catalogue.read',
  },
  { label: 'User Package', to: paths.userPackages.list, icon: IconUsersGroup, permission: 'catalogue.read' },
  {
    label: 'User Storage',
    to: paths.userStorages.list,
    icon: IconCloudDataConnection,
    permission: 'catalogue.read',
  },
  { label: 'Order', to: paths.orders.list, icon: IconShoppingCart, permission: 'orders.read' },
  { label: 'Langganan', to: paths.subscriptions.list, icon: IconRepeat, permission: 'orders.read' },
  { label: 'Release Note', to: paths.releaseNotes.list, icon: IconNotes, permission: 'catalogue.read' },
  { label: 'Product Item', to: paths.productItems.list, icon: IconBox, permission: 'catalogue.read' },
  { label: 'Add On', to: paths.addOns.list, icon: IconPuzzle, permission: 'catalogue.read' },
  {
    label: 'Master Voucher',
    to: paths.masterVouchers.list,
    icon: IconDiscount2,
    permission: 'catalogue.read',
  },
  {
    label: 'Master Packages',
    to: paths.masterPackages.list,
    icon: IconPackages,
    permission: 'catalogue.read',
  },
  { label: 'Setting', to: paths.settings.path, icon: IconSettings, permission: 'settings.read' },
  { label: 'Piutang', to: paths.receivables.list, icon: IconReportMoney, permission: 'receivables.read' },
  { label: 'Pembayaran', to: paths.paymentsReceived.list, icon: IconCash, permission: 'receivables.read' },
  {
    label: 'Bukti Potong',
    to: paths.withholdings.list,
    icon: IconReceiptTax,
    permission: 'receivables.read',
  },
  { label: 'Faktur Pajak', to: paths.fakturActions.list, icon: IconFileInvoice, permission: 'tax.read' },
  { label: 'Laporan', to: paths.reports.path, icon: IconChartBar, permission: 'reports.read' },
  { label: 'Administrator', to: paths.admins.list, icon: IconUserShield, permission: 'admins.manage' },
  { label: 'API Key', to: paths.apiKeys.list, icon: IconKey, permission: 'integrations.manage' },
  { label: 'Webhook', to: paths.webhooks.list, icon: IconWebhook, permission: 'integrations.manage' },
  { label: 'Audit Log', to: paths.auditLogs.list, icon: IconHistory, permission: 'audit.read' },
];

/** The entries a role holding exactly what `can` allows may open, in the menu's order. */
export function visibleMenu(can: (permission: Permission) => boolean): MenuEntry[] {
  return adminMenu.filter((entry) => can(entry.permission));
}
