import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseKind } from './db/client.js';
import { accountsRoutes } from './modules/accounts/accounts.routes.js';
import { adminControlRoutes } from './modules/admin/admin-control.routes.js';
import { adminAccountsRoutes } from './modules/admin/admin-accounts.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { profileChangesRoutes } from './modules/admin/profile-changes.routes.js';
import { licenceScanRoutes } from './modules/regulation/licence-scan.routes.js';
import { claimsRoutes } from './modules/claims/claims.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { inventoryRoutes } from './modules/inventory/inventory.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { refundsRoutes } from './modules/refunds/refunds.routes.js';
import { payoutsRoutes } from './modules/payouts/payouts.routes.js';
import { repeatBuyingRoutes } from './modules/repeat-buying/repeat-buying.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { eInvoiceRoutes } from './modules/tax-documents/e-invoice.routes.js';
import { invoiceSignatureRoutes } from './modules/tax-documents/invoice-signature.routes.js';
import { taxDocumentsRoutes } from './modules/tax-documents/tax-documents.routes.js';
import { sandboxCheckoutRoutes } from './modules/orders/sandbox-checkout.routes.js';
import { webhookRoutes } from './modules/orders/webhook.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import type { Services } from './services.js';

interface RouteOptions {
  config: Config;
  databaseKind: DatabaseKind;
  version: string;
  adminControlSecret?: string | undefined;
}

export async function registerRoutes(app: FastifyInstance, services: Services, options: RouteOptions): Promise<void> {
  const { guards } = services;
  await app.register(
    systemRoutes({ config: options.config, databaseKind: options.databaseKind, version: options.version }),
  );
  await app.register(accountsRoutes({ ...services, rateLimits: options.config.rateLimits }));
  await app.register(adminRoutes(services));
  await app.register(adminAccountsRoutes(services));
  await app.register(profileChangesRoutes(services));
  await app.register(licenceScanRoutes(services));
  if (options.adminControlSecret) {
    await app.register(adminControlRoutes({ ...services, secret: options.adminControlSecret }));
  }
  await app.register(catalogRoutes(services));
  await app.register(reviewsRoutes(services));
  await app.register(cartRoutes(services));
  await app.register(repeatBuyingRoutes({ ...services, rateLimits: options.config.rateLimits }));
  await app.register(ordersRoutes(services));
  await app.register(taxDocumentsRoutes({ ...services, rateLimits: options.config.rateLimits }));
  await app.register(invoiceSignatureRoutes(services));
  await app.register(eInvoiceRoutes(services));
  await app.register(refundsRoutes(services));
  await app.register(claimsRoutes(services));
  await app.register(payoutsRoutes(services));
  await app.register(webhookRoutes(services));
  if (services.provider.name === 'sandbox') await app.register(sandboxCheckoutRoutes(services));
  await app.register(dashboardRoutes({ dashboard: services.dashboard, guards }));
  await app.register(
    inventoryRoutes({
      inventory: services.inventory,
      guards,
      productCreatesPerHour: options.config.rateLimits.productCreate,
    }),
  );
  await app.register(notificationsRoutes({ notifications: services.notifications, guards }));
}
