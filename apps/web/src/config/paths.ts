// Every route of the console (spec 2.1): its name, its address, and builders for addresses with an id.
// Screens, menus, breadcrumbs and redirects take addresses from here only.

export type RouteId = number | string;

/** A list/create/edit section under /admin: '/admin/{segment}', '.../create', '.../edit/:id'. */
function section(name: string, segment: string, label: string) {
  return {
    /** Menu and breadcrumb wording. */
    label,
    /** Route names: the spec's list name, and `-create` / `-edit` beside it. */
    names: { list: name, create: `${name}-create`, edit: `${name}-edit` },
    list: `/admin/${segment}`,
    create: `/admin/${segment}/create`,
    edit: (id: RouteId) => `/admin/${segment}/edit/${encodeURIComponent(String(id))}`,
    /** Patterns relative to '/admin', for the router. */
    routes: { list: segment, create: `${segment}/create`, edit: `${segment}/edit/:id` },
  };
}

/** A single screen under /admin. */
function screen(name: string, segment: string, label: string) {
  return { label, name, path: `/admin/${segment}`, route: segment };
}

export const paths = {
  home: { name: 'home', path: '/' },
  admin: { name: 'admin', path: '/admin' },
  login: { name: 'admin-login', path: '/admin/login' },

  dashboard: screen('admin-dashboard', 'dashboard', 'Dashboard'),
  companies: section('admin-company', 'companies', 'Company'),
  users: section('admin-user', 'users', 'User'),
  extraPackages: section('admin-extra-package', 'extra-package', 'Extra Package'),
  userPackages: section('admin-user-package', 'user-package', 'User Package'),
  userStorages: section('admin-user-storage', 'user-storage', 'User Storage'),
  orders: section('admin-order', 'orders', 'Order'),
  /** Issue 32: one row per subscription (chain of orders), renewed from here ('Langganan'); a list only. */
  subscriptions: section('admin-subscriptions', 'subscriptions', 'Langganan'),
  releaseNotes: section('admin-release-note', 'release-notes', 'Release Note'),
  productItems: section('admin-product-item', 'product-item', 'Product Item'),
  addOns: section('admin-add-on', 'add-on', 'Add On'),
  masterVouchers: section('admin-master-voucher', 'master-voucher', 'Master Voucher'),
  masterPackages: section('admin-master-packages', 'master-packages', 'Master Packages'),
  settings: screen('setting-background', 'setting-background', 'Setting'),
  /** Issue 30: what each company owes, aged ('Piutang'), and every payment received ('Pembayaran'); lists only. */
  receivables: section('admin-receivables', 'receivables', 'Piutang'),
  paymentsReceived: section('admin-payments', 'payments', 'Pembayaran'),
  withholdings: section('admin-withholdings', 'withholdings', 'Bukti Potong'),
  /** Issue 31: fakturs to cancel or replace in Coretax ('Faktur perlu dibatalkan / diganti'); a list only. */
  fakturActions: section('admin-faktur-actions', 'faktur-actions', 'Faktur Pajak'),
  /** Issue 32: MRR, ARR and the monthly movements ('Laporan'); one screen. */
  reports: screen('admin-reports', 'reports', 'Laporan'),
  /** Issue 33: who signs in to the console and with which role ('Administrator'); a list with dialogs. */
  admins: section('admin-administrators', 'administrators', 'Administrator'),
  /** Issue 34: keys integrators call /api with ('API Key'); a list with dialogs. */
  apiKeys: section('admin-api-keys', 'api-keys', 'API Key'),
  /** Issue 34: endpoints told of changes ('Webhook'); a list with dialogs, and one endpoint's deliveries. */
  webhooks: {
    ...section('admin-webhooks', 'webhooks', 'Webhook'),
    deliveries: (id: RouteId) => `/admin/webhooks/${encodeURIComponent(String(id))}/deliveries`,
    deliveriesRoute: 'webhooks/:id/deliveries',
  },
  /**
   * The Audit Log (issue 20): every write, filtered by the address's resource, record_id and admin_id. A
   * section for the shared list page; it is read-only, so only its list address is routed.
   */
  auditLogs: {
    ...section('admin-audit-log', 'audit-logs', 'Audit Log'),
    /** The history of one record ('Riwayat'), or of a whole resource without an id. */
    history: (resource: string, recordId?: RouteId) =>
      `/admin/audit-logs?${new URLSearchParams({
        resource,
        ...(recordId === undefined ? {} : { record_id: String(recordId) }),
      }).toString()}`,
  },

  /** Invoice PDFs, served by the API server (reached through the signed links the API hands out). */
  pdf: {
    standard: (id: RouteId) => `/admin/pdf/${encodeURIComponent(String(id))}`,
    flexmod: (id: RouteId) => `/admin/pdf_flexmod/${encodeURIComponent(String(id))}`,
    reorder: (id: RouteId) => `/admin/pdf_reorder/${encodeURIComponent(String(id))}`,
  },
} as const;

export type Section = ReturnType<typeof section>;
