import { createTokenSigner } from './auth/tokens.js';
import type { Config } from './config.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client.js';
import type { DeadlinePass } from './jobs/deadlines-job.js';
import { createGuards } from './http/authenticate.js';
import { createCacheInvalidation, invalidationChannel } from './http/cache-invalidation/cache-invalidation.js';
import { createResponseCache } from './http/response-cache.js';
import { createPrivateFiles, type PrivateFiles } from './media/private-files.js';
import { createDiskStorage } from './media/storage.js';
import { createAccountsService } from './modules/accounts/accounts.service.js';
import { createSessionsService } from './modules/accounts/sessions.service.js';
import { createAdminService } from './modules/admin/admin.service.js';
import { createLicenceScanService } from './modules/regulation/licence-scan.js';
import { createClaimReads } from './modules/claims/claim-reads.js';
import { createClaimSettlement } from './modules/claims/claim-settlement.js';
import { createClaimsService } from './modules/claims/claims.service.js';
import { createCartService } from './modules/cart/cart.service.js';
import { createCatalogService } from './modules/catalog/catalog.service.js';
import { createStorefrontService } from './modules/catalog/storefront.service.js';
import { createDashboardService } from './modules/dashboard/dashboard.service.js';
import { createInventoryService } from './modules/inventory/inventory.service.js';
import { createOrderCancellationService } from './modules/orders/order-cancellation.service.js';
import { createOrderCreationService } from './modules/orders/order-creation.service.js';
import { createOrderDeliveryService } from './modules/orders/order-delivery.service.js';
import { createOrderMove } from './modules/orders/order-move.js';
import { createOrderStatusService } from './modules/orders/order-status.service.js';
import { createOrdersReadService } from './modules/orders/orders-read.service.js';
import { createPaymentRetryService } from './modules/orders/payment-retry.service.js';
import { createPaymentConfirmationService } from './modules/orders/payment-confirmation.service.js';
import { createWebhookService } from './modules/orders/webhook.service.js';
import { createMailTransport } from './modules/notifications/mail-transport.js';
import { createNotificationDelivery } from './modules/notifications/notification-delivery.js';
import { createNotificationsService } from './modules/notifications/notifications.service.js';
import { createRefundsService } from './modules/refunds/refunds.service.js';
import { createQuickOrderService } from './modules/repeat-buying/quick-order.service.js';
import { createReorderService } from './modules/repeat-buying/reorder.service.js';
import { createReviewsService } from './modules/reviews/reviews.service.js';
import { createEInvoicesService } from './modules/tax-documents/e-invoices.service.js';
import { createInvoiceSignaturesService } from './modules/tax-documents/invoice-signatures.service.js';
import { createTaxDocumentsService } from './modules/tax-documents/tax-documents.service.js';
import { createPaymentProvider, type PaymentProvider } from './payments/provider.js';
import { createLedgerReads } from './modules/payouts/ledger-reads.js';
import { createLedgerRelease } from './modules/payouts/ledger-release.js';
import { createPayoutDetailsService } from './modules/payouts/payout-details.service.js';
import { createPayoutsService } from './modules/payouts/payouts.service.js';
import { createWithholdingReturns } from './modules/payouts/withholding-returns.js';
import { createRoutePayouts } from './modules/payouts/route-payouts.js';
import { createRouteTransfers } from './payments/route-transfers.js';

/**
 * Claims and what an accepted one moves money with (refunds, tax documents): the server wires them with the rest,
 * the shell's `decide-claim` builds only these.
 */
export function createClaimServices(
  db: Database,
  config: Config,
  provider: PaymentProvider,
  privateFiles: PrivateFiles,
  log?: FastifyBaseLogger,
) {
  const refunds = createRefundsService(db, provider, log);
  const documents = createTaxDocumentsService(db, config.platform);
  const claims = createClaimsService(db, {
    files: privateFiles,
    settle: createClaimSettlement({ refunds, documents }),
    afterRefund: refunds.kick,
    claimWindowSeconds: config.deadlines.claimWindowSeconds,
    claimResponseSeconds: config.deadlines.claimResponseSeconds,
  });
  return { refunds, documents, claims };
}

/** Wires every service to the database, storage and payment provider; routes receive what they need from here. */
export function createServices(db: Database, config: Config, log?: FastifyBaseLogger) {
  const tokens = createTokenSigner(config);
  const storage = createDiskStorage(config.media.dir, config.media.baseUrl);
  const privateFiles = createPrivateFiles(config.privateFilesDir);
  const provider = createPaymentProvider(config.payments);
  const sessions = createSessionsService(db, tokens);
  const { refunds, documents, claims } = createClaimServices(db, config, provider, privateFiles, log);
  const eInvoices = createEInvoicesService(db, { documents, ecmGstin: config.platform.gstin });
  const cancellation = createOrderCancellationService(db, documents, refunds);
  const moveOrder = createOrderMove({ documents, cancellation });
  const delivery = createOrderDeliveryService(db, {
    moveOrder,
    autoDeliverSeconds: config.deadlines.autoDeliverSeconds,
  });
  const routePayouts =
    config.payouts.provider === 'razorpay_route'
      ? createRoutePayouts(db, createRouteTransfers(config.payments, db), log)
      : undefined;
  const confirmation = createPaymentConfirmationService(db, provider, refunds, documents, routePayouts);
  const responseCache = createResponseCache(config.catalogCacheSeconds);
  const catalog = createCatalogService(db, storage);
  const payouts = createPayoutsService(db, { minimumPaise: config.payouts.minimumPaise });
  const payoutDetails = createPayoutDetailsService(db, config.payouts.detailsCooldownSeconds);
  return {
    responseCache,
    cacheInvalidation: createCacheInvalidation(responseCache, invalidationChannel(config, db, log), log),
    guards: createGuards(tokens, sessions.signedInUser),
    storage,
    provider,
    sessions,
    accounts: createAccountsService(db, storage, sessions, privateFiles, payoutDetails),
    admin: createAdminService(db),
    licenceScans: createLicenceScanService(db, privateFiles),
    catalog,
    storefront: createStorefrontService(db, storage, catalog),
    reviews: createReviewsService(db),
    cart: createCartService(db, storage),
    reorders: createReorderService(db),
    quickOrders: createQuickOrderService(db),
    confirmation,
    creation: createOrderCreationService(db, provider, config.platformChargePercent),
    paymentRetry: createPaymentRetryService(db, provider),
    refunds,
    documents,
    eInvoices,
    invoiceSignatures: createInvoiceSignaturesService(db),
    cancellation,
    reads: createOrdersReadService(db, {
      documents,
      eInvoices,
      refunds,
      claimWindowSeconds: config.deadlines.claimWindowSeconds,
    }),
    status: createOrderStatusService(db, { moveOrder, eInvoices, refunds }),
    delivery,
    claims,
    claimReads: createClaimReads(db, privateFiles),
    /** What the deadlines job checks each turn (jobs/deadlines-job.ts). */
    deadlinePasses: [
      { name: 'autoDelivered', run: delivery.deliverOverdue },
      { name: 'claimsEscalated', run: claims.escalateOverdue },
      // After the claims: one escalated this turn keeps its order's money held.
      { name: 'sellerMoneyReleased', run: createLedgerRelease(config.deadlines.claimWindowSeconds, routePayouts) },
    ] satisfies DeadlinePass[],
    webhooks: createWebhookService(db, provider, confirmation, refunds),
    dashboard: createDashboardService(db, payouts.availableOf),
    ledger: createLedgerReads(db),
    payouts,
    /** Set when PAYOUT_PROVIDER=razorpay_route. */
    routePayouts,
    payoutDetails,
    withholdingReturns: createWithholdingReturns(db, config.platform.gstin),
    inventory: createInventoryService(db, storage, catalog),
    notifications: createNotificationsService(db),
    mail: createNotificationDelivery(
      db,
      createMailTransport({ smtpUrl: config.mail.smtpUrl, mailDir: config.mail.dir }, log),
      { from: config.mail.from, publicUrl: config.publicUrl },
      log,
    ),
  };
}

export type Services = ReturnType<typeof createServices>;
