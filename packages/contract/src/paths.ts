/** Every path of the HTTP API, as the specification names them. */
export const apiPaths = {
  health: '/api/health',
  config: '/api/config',
  register: '/api/register/',
  login: '/api/login/',
  tokenRefresh: '/api/token/refresh/',
  logout: '/api/logout/',
  profile: '/api/profile',
  updateProfile: '/api/update-profile/',
  updatePassword: '/api/update-password/',
  categories: '/api/categories',
  products: '/api/products',
  product: (id: number | string) => `/api/products/${id}`,
  productReviews: (id: number | string) => `/api/products/${id}/reviews/`,
  homeData: '/api/home-data/',
  wholesalerProfile: (id: number | string) => `/api/wholesaler/profile/${id}`,
  cart: '/api/cart/',
  cartAdd: '/api/cart/items/add/',
  cartRemove: (productId: number | string) => `/api/cart/items/${productId}/`,
  /** Quick order: many lines by SKU, as JSON or as an uploaded CSV file. */
  cartBulk: '/api/cart/bulk/',
  cartBulkFile: '/api/cart/bulk/file/',
  /** Verified wholesalers with products on sale, for the quick order's choice of seller. */
  wholesalers: '/api/wholesalers/',
  orderCreate: '/api/orders/create/',
  verifyPayment: '/api/razorpay/verify-payment/',
  razorpayWebhook: '/api/razorpay/webhook/',
  retailerOrders: '/api/orders/retailer/',
  orderDetails: (id: number | string) => `/api/order_details/${id}`,
  orderStatus: (id: number | string) => `/api/orders/${id}/status/`,
  orderCancel: (id: number | string) => `/api/orders/${id}/cancel/`,
  /** The retailer confirms a shipped order arrived. */
  orderReceived: (id: number | string) => `/api/orders/${id}/received/`,
  orderInvoice: (id: number | string) => `/api/orders/${id}/invoice/`,
  orderInvoicePdf: (id: number | string) => `/api/orders/${id}/invoice.pdf`,
  orderCreditNote: (id: number | string) => `/api/orders/${id}/credit-note/`,
  orderCreditNotePdf: (id: number | string) => `/api/orders/${id}/credit-note.pdf`,
  orderPlatformInvoice: (id: number | string) => `/api/orders/${id}/platform-invoice/`,
  orderPlatformInvoicePdf: (id: number | string) => `/api/orders/${id}/platform-invoice.pdf`,
  orderPlatformCreditNote: (id: number | string) => `/api/orders/${id}/platform-credit-note/`,
  orderPlatformCreditNotePdf: (id: number | string) => `/api/orders/${id}/platform-credit-note.pdf`,
  /** The INV-01 JSON of the order's invoice or credit note (`?document=credit_note`), for the seller to report. */
  orderEInvoiceJson: (id: number | string) => `/api/orders/${id}/e-invoice.json`,
  /** PUT: the portal's answer (IRN, Ack No., Ack Date, signed QR code) to that report. */
  orderEInvoice: (id: number | string) => `/api/orders/${id}/e-invoice/`,
  orderRefund: (id: number | string) => `/api/orders/${id}/refund/`,
  /** The order's claims (GET, its parties and administrators) and filing one (POST, its retailer). */
  orderClaims: (id: number | string) => `/api/orders/${id}/claims/`,
  /** The caller's claims: a retailer's own, or those on a wholesaler's orders (`?status=`). */
  claims: '/api/claims/',
  claimAccept: (id: number | string) => `/api/claims/${id}/accept/`,
  claimReject: (id: number | string) => `/api/claims/${id}/reject/`,
  claimEscalate: (id: number | string) => `/api/claims/${id}/escalate/`,
  claimPhoto: (id: number | string, index: number | string) => `/api/claims/${id}/photos/${index}`,
  /** The seller's credit note for an accepted claim's lines. */
  claimCreditNotePdf: (id: number | string) => `/api/claims/${id}/credit-note.pdf`,
  orderPay: (id: number | string) => `/api/orders/${id}/pay/`,
  orderReorder: (id: number | string) => `/api/orders/${id}/reorder/`,
  dashboard: '/api/wholesaler/dashboard/',
  /** The seller's money: balances, the monthly statement (JSON and CSV), payouts and where they go. */
  wholesalerBalance: '/api/wholesaler/balance/',
  wholesalerLedger: '/api/wholesaler/ledger/',
  wholesalerLedgerCsv: '/api/wholesaler/ledger.csv',
  wholesalerPayouts: '/api/wholesaler/payouts/',
  payoutDetails: '/api/wholesaler/payout-details/',
  /** The wholesaler's signature image for its invoices and credit notes (GET, PUT, DELETE). */
  invoiceSignature: '/api/wholesaler/invoice-signature/',
  inventory: '/api/inventory/',
  inventoryCreate: '/api/inventory/create/',
  inventoryEdit: (id: number | string) => `/api/inventory/${id}/edit/`,
  inventoryDelete: (id: number | string) => `/api/inventory/${id}/delete/`,
  adminPendingWholesalers: '/api/admin/wholesalers/pending/',
  adminVerifyWholesaler: (id: number | string) => `/api/admin/wholesalers/${id}/verify/`,
  adminRejectWholesaler: (id: number | string) => `/api/admin/wholesalers/${id}/reject/`,
  adminPendingLicences: '/api/admin/licences/pending/',
  adminApproveLicence: (id: number | string) => `/api/admin/licences/${id}/approve/`,
  adminRejectLicence: (id: number | string) => `/api/admin/licences/${id}/reject/`,
  adminRefunds: '/api/admin/refunds/',
  adminRetryRefund: (id: number | string) => `/api/admin/refunds/${id}/retry/`,
  adminClaims: '/api/admin/claims/',
  adminDecideClaim: (id: number | string) => `/api/admin/claims/${id}/decide/`,
  adminPayouts: '/api/admin/payouts/',
  /** The bank's bulk transfer file of payouts (`?status=pending`). */
  adminPayoutsFile: '/api/admin/payouts/file.csv',
  adminRunPayouts: '/api/admin/payouts/run/',
  adminPayoutPaid: (id: number | string) => `/api/admin/payouts/${id}/paid/`,
  adminPayoutFailed: (id: number | string) => `/api/admin/payouts/${id}/failed/`,
  /** The month's GST TCS return (GSTR-8) and income-tax TDS (194-O) figures per seller. */
  adminGstr8: '/api/admin/gstr8.json',
  adminTdsCsv: '/api/admin/tds.csv',
  adminAccounts: '/api/admin/users/',
  adminSuspendAccount: (id: number | string) => `/api/admin/users/${id}/suspend/`,
  adminUnsuspendAccount: (id: number | string) => `/api/admin/users/${id}/unsuspend/`,
  notifications: '/api/notifications/',
  notificationsRead: '/api/notifications/read/',
  notificationPreferences: '/api/notifications/preferences/',
  /** The OpenAPI description and its browsable page. */
  docs: '/api/docs',
  sandboxCheckoutScript: '/sandbox/razorpay/checkout.js',
  sandboxPay: '/sandbox/razorpay/pay',
} as const;

/** Paths of the review calls beyond the public product detail and `apiPaths.productReviews`. */
export const reviewPaths = {
  /** The signed-in retailer's own review of a product and whether it may write one. */
  mine: (productId: number | string) => `/api/products/${productId}/reviews/mine/`,
  /** Every review of one of the signed-in wholesaler's products, newest first. */
  inventory: (productId: number | string) => `/api/inventory/${productId}/reviews/`,
} as const;
