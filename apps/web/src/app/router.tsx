// Every route of spec 2.1. Each screen is its own lazily loaded module (`export default` component), so the
// login page downloads only what it shows. Each names the permission that opens it (issue 33); the admin
// layout's screen guard (screen-guard.tsx) shows the refusal page to a role without it. E.g.
//   screen(paths.reports.route, 'Laporan', 'reports.read', () => import('../features/reports/mrr-report-page')),
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import RouteErrorPage from '../components/route-error-page';
import { paths } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-errors';
import { hasSession } from '../lib/auth';
import type { Permission } from '../lib/permissions';
import type { ScreenHandle } from './screen-guard';

type ScreenModule = { default: ComponentType };
type Load = () => Promise<ScreenModule>;

const lazyComponent = (load: Load) => async () => ({ Component: (await load()).default });

/**
 * One screen under /admin: its relative path, its title (placeholder and document title), the permission that
 * opens it (the admin layout shows the refusal page instead, screen-guard.tsx) and its module.
 */
function screen(path: string, title: string, permission: Permission, load: Load): RouteObject {
  const handle: ScreenHandle = { title, permission };
  return { path, handle, lazy: lazyComponent(load) };
}

/** A list/create/edit section: the list opens with `read`, its form (new and edit) with `write`. */
function section(
  routes: { list: string; create: string; edit: string },
  title: string,
  [read, write]: [Permission, Permission],
  list: Load,
  form: Load,
): RouteObject[] {
  return [
    screen(routes.list, title, read, list),
    screen(routes.create, title, write, form),
    screen(routes.edit, title, write, form),
  ];
}

const CATALOGUE: [Permission, Permission] = ['catalogue.read', 'catalogue.write'];
const COMPANIES: [Permission, Permission] = ['companies.read', 'companies.write'];

const adminScreens: RouteObject[] = [
  screen(paths.dashboard.route, 'Dashboard', 'account', () => import('../features/dashboard/dashboard-page')),
  ...section(
    paths.companies.routes,
    'Company',
    COMPANIES,
    () => import('../features/companies/company-list-page'),
    () => import('../features/companies/company-form-page'),
  ),
  ...section(
    paths.users.routes,
    'User',
    COMPANIES,
    () => import('../features/users/user-list-page'),
    () => import('../features/users/user-form-page'),
  ),
  ...section(
    paths.extraPackages.routes,
    'Extra Package',
    CATALOGUE,
    () => import('../features/extra-packages/extra-package-list-page'),
    () => import('../features/extra-packages/extra-package-form-page'),
  ),
  ...section(
    paths.userPackages.routes,
    'User Package',
    CATALOGUE,
    () => import('../features/user-packages/user-package-list-page'),
    () => import('../features/user-packages/user-package-form-page'),
  ),
  ...section(
    paths.userStorages.routes,
    'User Storage',
    CATALOGUE,
    () => import('../features/user-storages/user-storage-list-page'),
    () => import('../features/user-storages/user-storage-form-page'),
  ),
  ...section(
    paths.orders.routes,
    'Order',
    ['orders.read', 'orders.write'],
    () => import('../features/orders/list/order-list-page'),
    () => import('../features/orders/form/order-form-page'),
  ),
  ...section(
    paths.releaseNotes.routes,
    'Release Note',
    CATALOGUE,
    () => import('../features/release-notes/release-note-list-page'),
    () => import('../features/release-notes/release-note-form-page'),
  ),
  ...section(
    paths.productItems.routes,
    'Product Item',
    CATALOGUE,
    () => import('../features/product-items/product-item-list-page'),
    () => import('../features/product-items/product-item-form-page'),
  ),
  ...section(
    paths.addOns.routes,
    'Add On',
    CATALOGUE,
    () => import('../features/add-ons/add-on-list-page'),
    () => import('../features/add-ons/add-on-form-page'),
  ),
  ...section(
    paths.masterVouchers.routes,
    'Master Voucher',
    CATALOGUE,
    () => import('../features/vouchers/voucher-list-page'),
    () => import('../features/vouchers/voucher-form-page'),
  ),
  ...section(
    paths.masterPackages.routes,
    'Master Packages',
    CATALOGUE,
    () => import('../features/master-packages/master-package-list-page'),
    () => import('../features/master-packages/master-package-form-page'),
  ),
  screen(
    paths.settings.route,
    'Setting',
    'settings.read',
    () => import('../features/settings/settings-page'),
  ),
  screen(
    paths.subscriptions.routes.list,
    'Langganan',
    'orders.read',
    () => import('../features/subscriptions/subscriptions-page'),
  ),
  screen(
    paths.receivables.routes.list,
    'Piutang',
    'receivables.read',
    () => import('../features/receivables/receivables-page'),
  ),
  screen(
    paths.paymentsReceived.routes.list,
    'Pembayaran',
    'receivables.read',
    () => import('../features/payments-received/payments-received-page'),
  ),
  screen(
    paths.withholdings.routes.list,
    'Bukti Potong',
    'receivables.read',
    () => import('../features/withholdings/withholdings-page'),
  ),
  screen(
    paths.fakturActions.routes.list,
    'Faktur Pajak',
    'tax.read',
    () => import('../features/faktur-actions/faktur-actions-page'),
  ),
  screen(paths.reports.route, 'Laporan', 'reports.read', () => import('../features/reports/mrr-report-page')),
  screen(
    paths.admins.routes.list,
    'Administrator',
    'admins.manage',
    () => import('../features/admins/admins-page'),
  ),
  screen(
    paths.apiKeys.routes.list,
    'API Key',
    'integrations.manage',
    () => import('../features/api-keys/api-keys-page'),
  ),
  screen(
    paths.webhooks.routes.list,
    'Webhook',
    'integrations.manage',
    () => import('../features/webhooks/webhooks-page'),
  ),
  screen(
    paths.webhooks.deliveriesRoute,
    'Webhook',
    'integrations.manage',
    () => import('../features/webhooks/webhook-deliveries-page'),
  ),
  screen(
    paths.auditLogs.routes.list,
    'Audit Log',
    'audit.read',
    () => import('../features/audit-logs/audit-log-page'),
  ),
];

/** Route guard of the admin layout: no stored session, no console. */
function requireSession() {
  if (!hasSession()) throw redirect(paths.login.path);
  return null;
}

const routes: RouteObject[] = [
  {
    hydrateFallbackElement: <PageLoader />,
    errorElement: <RouteErrorPage />,
    children: [
      // Entry point, reading (b) of spec 2.1 (decisions.md "Routing").
      {
        path: paths.home.path,
        loader: () => redirect(hasSession() ? paths.dashboard.path : paths.login.path),
        element: null,
      },
      {
        lazy: async () => ({ Component: (await import('./login-layout')).LoginLayout }),
        children: [
          {
            path: paths.login.path,
            handle: { title: 'Login' },
            lazy: lazyComponent(() => import('../features/auth/login-page')),
          },
        ],
      },
      {
        path: paths.admin.path,
        loader: requireSession,
        shouldRevalidate: () => true, // check the session on every navigation inside the console
        lazy: async () => ({ Component: (await import('./admin-layout')).AdminLayout }),
        children: [
          { index: true, loader: () => redirect(paths.dashboard.path), element: null },
          // A failing screen shows its error inside the layout, so the menu stays usable.
          { errorElement: <RouteErrorPage />, children: adminScreens },
        ],
      },
      { path: '*', lazy: lazyComponent(() => import('../components/not-found-page')) },
    ],
  },
];

export const router = createBrowserRouter(routes);

// Any 401 from the API (spec section 8): back to the login screen, wherever the user was; signing in again
// returns there (the login page reads `from`).
setUnauthorizedHandler(() => {
  const { pathname, search } = window.location;
  if (pathname !== paths.login.path)
    void router.navigate(paths.login.path, { replace: true, state: { from: `${pathname}${search}` } });
});
