// The sidebar of spec 2.2: its 13 entries in this order with this wording ('Langganan', issue 32, right after
// 'Order' where the clerk works on orders), then 'Piutang' and 'Pembayaran' (issue 30), 'Bukti Potong' and
// 'Faktur Pajak' (issue 31), 'Laporan' (issue 32), 'Administrator' (issue 33), then the Audit Log (issue 20) last.
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
} from '@tabler/icons-react';
import type { Icon } from '@tabler/icons-react';
import { paths } from '../config/paths';

export type MenuEntry = { label: string; to: string; icon: Icon };

export const adminMenu: MenuEntry[] = [
  { label: 'Dashboard', to: paths.dashboard.path, icon: IconGauge },
  { label: 'Company', to: paths.companies.list, icon: IconBuilding },
  { label: 'User', to: paths.users.list, icon: IconUsers },
  { label: 'Extra Package', to: paths.extraPackages.list, icon: IconSquarePlus },
  { label: 'User Package', to: paths.userPackages.list, icon: IconUsersGroup },
  { label: 'User Storage', to: paths.userStorages.list, icon: IconCloudDataConnection },
  { label: 'Order', to: paths.orders.list, icon: IconShoppingCart },
  { label: 'Langganan', to: paths.subscriptions.list, icon: IconRepeat },
  { label: 'Release Note', to: paths.releaseNotes.list, icon: IconNotes },
  { label: 'Product Item', to: paths.productItems.list, icon: IconBox },
  { label: 'Add On', to: paths.addOns.list, icon: IconPuzzle },
  { label: 'Master Voucher', to: paths.masterVouchers.list, icon: IconDiscount2 },
  { label: 'Master Packages', to: paths.masterPackages.list, icon: IconPackages },
  { label: 'Setting', to: paths.settings.path, icon: IconSettings },
  { label: 'Piutang', to: paths.receivables.list, icon: IconReportMoney },
  { label: 'Pembayaran', to: paths.paymentsReceived.list, icon: IconCash },
  { label: 'Bukti Potong', to: paths.withholdings.list, icon: IconReceiptTax },
  { label: 'Faktur Pajak', to: paths.fakturActions.list, icon: IconFileInvoice },
  { label: 'Laporan', to: paths.reports.path, icon: IconChartBar },
  { label: 'Administrator', to: paths.admins.list, icon: IconUserShield },
  { label: 'Audit Log', to: paths.auditLogs.list, icon: IconHistory },
];
