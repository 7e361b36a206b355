// The /api scope. Authentication is its default: every route needs a valid, unrevoked bearer token unless
// it says `config.public` (login, the public login-page settings and feeds), and a role that holds the
// permission the route names (`config.permission`, lib/route-permission.ts), checked before the body is read.
import type { FastifyInstance } from 'fastify';
import { refusalOf, requirePermission } from '../../lib/route-permission.ts';
import { AppError } from '../../lib/app-error.ts';
import { API_KEY_ACCOUNT_REFUSAL } from '../../lib/api-key-auth.ts';
import authRoutes from './auth/index.ts';
import publicRoutes from './public/index.ts';
import extraPackageRoutes from './extra-packages/index.ts';
import refModuleRoutes from './ref-modules/index.ts';
import subModuleRoutes from './sub-modules/index.ts';
import productItemRoutes from './product-items/index.ts';
import addOnRoutes from './add-ons/index.ts';
import userPackageRoutes from './user-packages/index.ts';
import userStorageRoutes from './user-storages/index.ts';
import masterPackageRoutes from './kode-paket/index.ts';
import voucherRoutes from './vouchers/index.ts';
import companyRoutes from './companies/index.ts';
import userRoutes from './users/index.ts';
import companyLookupRoutes from './company-lookups/index.ts';
import releaseNoteRoutes from './release-notes/index.ts';
import settingsRoutes from './settings/index.ts';
import orderRoutes from './orders/index.ts';
import invoiceRegisterRoutes from './invoice-register/index.ts';
import auditLogRoutes from './audit-logs/index.ts';
import taxRoutes from './tax/index.ts';
import reminderRoutes from './reminders/index.ts';
import receivableRoutes from './receivables/index.ts';
import paymentsReceivedRoutes from './payments/index.ts';
import withholdingRoutes from './withholdings/index.ts';
import subscriptionRoutes from './subscriptions/index.ts';
import mrrReportRoutes from './reports/index.ts';
import subscriptionSettingsRoutes from './subscription-settings/index.ts';
import adminRoutes from './admins/index.ts';
import webhookRoutes from './webhooks/index.ts';
import apiKeyRoutes from './api-keys/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
  }
}

export default async function apiRoutes(app: FastifyInstance) {
  app.addHook('onRoute', requirePermission);
  app.addHook('onRequest', async (request, reply) => {
    const { public: isPublic, permission } = request.routeOptions.config;
    if (isPublic) return;
    await app.authenticate(request, reply);
    // An address no route answers has no permission to check: it is a 404 for whoever is signed in.
    if (!permission) return;
    if (request.apiKey && permission === 'account') throw AppError.forbidden(API_KEY_ACCOUNT_REFUSAL);
    const refusal = refusalOf(request.admin!, permission);
    if (refusal) throw refusal;
  });

  await app.register(authRoutes);
  await app.register(publicRoutes, { prefix: '/public' });
  await app.register(extraPackageRoutes, { prefix: '/extra-packages' });
  await app.register(refModuleRoutes, { prefix: '/ref-modules' });
  await app.register(subModuleRoutes, { prefix: '/sub-modules' });
  await app.register(productItemRoutes, { prefix: '/product-items' });
  await app.register(addOnRoutes, { prefix: '/add-ons' });
  await app.register(userPackageRoutes, { prefix: '/user-packages' });
  await app.register(userStorageRoutes, { prefix: '/user-storages' });
  await app.register(masterPackageRoutes, { prefix: '/kode_paket' });
  await app.register(voucherRoutes, { prefix: '/voucher' });
  await app.register(companyRoutes, { prefix: '/companies' });
  await app.register(userRoutes, { prefix: '/users' });
  await app.register(companyLookupRoutes);
  await app.register(releaseNoteRoutes, { prefix: '/release-notes' });
  await app.register(settingsRoutes);
  await app.register(orderRoutes, { prefix: '/orders' });
  await app.register(invoiceRegisterRoutes, { prefix: '/invoice-register' });
  await app.register(auditLogRoutes, { prefix: '/audit-logs' });
  await app.register(taxRoutes);
  await app.register(reminderRoutes);
  await app.register(receivableRoutes, { prefix: '/receivables' });
  await app.register(paymentsReceivedRoutes, { prefix: '/payments' });
  await app.register(withholdingRoutes, { prefix: '/withholdings' });
  await app.register(subscriptionRoutes, { prefix: '/subscriptions' });
  await app.register(mrrReportRoutes, { prefix: '/reports/mrr' });
  await app.register(subscriptionSettingsRoutes);
  await app.register(adminRoutes, { prefix: '/admins' });
  await app.register(webhookRoutes, { prefix: '/webhooks' });
  await app.register(apiKeyRoutes, { prefix: '/api-keys' });
}
