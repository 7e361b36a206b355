// Every route of spec 2.1. Each screen is its own lazily loaded module (`export default` component), so the
// login page downloads only what it shows. To build a screen, point its entry at the feature file, e.g.
//   screen(paths.companies.routes.list, 'Company', () => import('../features/companies/company-list-page')),
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import RouteErrorPage from '../components/route-error-page';
import { paths } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-errors';
import { hasSession } from '../lib/auth';

type ScreenModule = { default: ComponentType };
type Load = () => Promise<ScreenModule>;

const lazyComponent = (load: Load) => async () => ({ Component: (await load()).default });

/** One screen under /admin: its relative path, its title (placeholder and document title) and its module. */
function screen(path: string, title: string, load: Load): RouteObject {
  return { path, handle: { title }, lazy: lazyComponent(load) };
}

const adminScreens: RouteObject[] = [
  screen(paths.dashboard.route, 'Dashboard', () => import('../features/dashboard/dashboard-page')),

  screen(paths.companies.routes.list, 'Company', () => import('../features/companies/company-list-page')),
  screen(paths.companies.routes.create, 'Company', () => import('../features/companies/company-form-page')),
  screen(paths.companies.routes.edit, 'Company', () => import('../features/companies/company-form-page')),

  screen(paths.users.routes.list, 'User', () => import('../features/users/user-list-page')),
  screen(paths.users.routes.create, 'User', () => import('../features/users/user-form-page')),
  screen(paths.users.routes.edit, 'User', () => import('../features/users/user-form-page')),

  screen(
    paths.extraPackages.routes.list,
    'Extra Package',
    () => import('../features/extra-packages/extra-package-list-page'),
  ),
  screen(
    paths.extraPackages.routes.create,
    'Extra Package',
    () => import('../features/extra-packages/extra-package-form-page'),
  ),
  screen(
    paths.extraPackages.routes.edit,
    'Extra Package',
    () => import('../features/extra-packages/extra-package-form-page'),
  ),

  screen(
    paths.userPackages.routes.list,
    'User Package',
    () => import('../features/user-packages/user-package-list-page'),
  ),
  screen(
    paths.userPackages.routes.create,
    'User Package',
    () => import('../features/user-packages/user-package-form-page'),
  ),
  screen(
    paths.userPackages.routes.edit,
    'User Package',
    () => import('../features/user-packages/user-package-form-page'),
  ),

  screen(
    paths.userStorages.routes.list,
    'User Storage',
    () => import('../features/user-storages/user-storage-list-page'),
  ),
  screen(
    paths.userStorages.routes.create,
    'User Storage',
    () => import('../features/user-storages/user-storage-form-page'),
  ),
  screen(
    paths.userStorages.routes.edit,
    'User Storage',
    () => import('../features/user-storages/user-storage-form-page'),
  ),

  screen(paths.orders.routes.list, 'Order', () => import('../features/orders/list/order-list-page')),
  screen(paths.orders.routes.create, 'Order', () => import('../features/orders/form/order-form-page')),
  screen(paths.orders.routes.edit, 'Order', () => import('../features/orders/form/order-form-page')),

  screen(
    paths.releaseNotes.routes.list,
    'Release Note',
    () => import('../features/release-notes/release-note-list-page'),
  ),
  screen(
    paths.releaseNotes.routes.create,
    'Release Note',
    () => import('../features/release-notes/release-note-form-page'),
  ),
  screen(
    paths.releaseNotes.routes.edit,
    'Release Note',
    () => import('../features/release-notes/release-note-form-page'),
  ),

  screen(
    paths.productItems.routes.list,
    'Product Item',
    () => import('../features/product-items/product-item-list-page'),
  ),
  screen(
    paths.productItems.routes.create,
    'Product Item',
    () => import('../features/product-items/product-item-form-page'),
  ),
  screen(
    paths.productItems.routes.edit,
    'Product Item',
    () => import('../features/product-items/product-item-form-page'),
  ),

  screen(paths.addOns.routes.list, 'Add On', () => import('../features/add-ons/add-on-list-page')),
  screen(paths.addOns.routes.create, 'Add On', () => import('../features/add-ons/add-on-form-page')),
  screen(paths.addOns.routes.edit, 'Add On', () => import('../features/add-ons/add-on-form-page')),

  screen(
    paths.masterVouchers.routes.list,
    'Master Voucher',
    () => import('../features/vouchers/voucher-list-page'),
  ),
  screen(
    paths.masterVouchers.routes.create,
    'Master Voucher',
    () => import('../features/vouchers/voucher-form-page'),
  ),
  screen(
    paths.masterVouchers.routes.edit,
    'Master Voucher',
    () => import('../features/vouchers/voucher-form-page'),
  ),

  screen(
    paths.masterPackages.routes.list,
    'Master Packages',
    () => import('../features/master-packages/master-package-list-page'),
  ),
  screen(
    paths.masterPackages.routes.create,
    'Master Packages',
    () => import('../features/master-packages/master-package-form-page'),
  ),
  screen(
    paths.masterPackages.routes.edit,
    'Master Packages',
    () => import('../features/master-packages/master-package-form-page'),
  ),

  screen(paths.settings.route, 'Setting', () => import('../features/settings/settings-page')),

  screen(
    paths.subscriptions.routes.list,
    'Langganan',
    () => import('../features/subscriptions/subscriptions-page'),
  ),
  screen(paths.receivables.routes.list, 'Piutang', () => import('../features/receivables/receivables-page')),
  screen(
    paths.paymentsReceived.routes.list,
    'Pembayaran',
    () => import('../features/payments-received/payments-received-page'),
  ),
  screen(
    paths.withholdings.routes.list,
    'Bukti Potong',
    () => import('../features/withholdings/withholdings-page'),
  ),
  screen(
    paths.fakturActions.routes.list,
    'Faktur Pajak',
    () => import('../features/faktur-actions/faktur-actions-page'),
  ),
  screen(paths.reports.route, 'Laporan', () => import('../features/reports/mrr-report-page')),

  screen(paths.admins.routes.list, 'Administrator', () => import('../features/admins/admins-page')),
  screen(paths.auditLogs.routes.list, 'Audit Log', () => import('../features/audit-logs/audit-log-page')),
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
