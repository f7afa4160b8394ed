import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ErrorPage } from './error-page';
import { preloadHomeSections } from '../features/home/routes/landing-page';
import { HomeRoute } from './home-route';
import { NotFoundPage } from './not-found-page';
import { PageLoader } from './page-loader';
import { ProtectedOutlet } from './protected-outlet';
import { RootLayout } from './root-layout';
import { requireSession } from './route-guard';

export interface RouteHandle {
  /**
   * Loads the code of a part that the page drawn by the server shows but that loads apart from its route (a
   * lazily loaded part): the app takes the drawn page over once it has come, so that the part's drawn markup
   * is kept instead of being drawn again.
   */
  loadBeforeTakeover?: () => Promise<unknown>;
}

/**
 * Downloads a page's code only when its route is visited. A download that fails (offline, or a new
 * release replaced the files) must still reach the error page: React Router renders nothing for a route
 * whose `lazy` rejected, so the failure is handed over as a page that throws.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      try {
        return { Component: pick(await load()) };
      } catch (cause) {
        const error = new Error('This page could not be loaded. Check your connection and try again.', { cause });
        return {
          Component: () => {
            throw error;
          },
        };
      }
    },
  };
}

/** Every route shows the generic error page when it fails (spec section 2). */
function withErrorPage(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    errorElement: <ErrorPage />,
    ...(route.children ? { children: withErrorPage(route.children) } : {}),
  })) as RouteObject[];
}

const publicRoutes: RouteObject[] = [
  { index: true, Component: HomeRoute, handle: { loadBeforeTakeover: preloadHomeSections } satisfies RouteHandle },
  {
    path: 'login',
    ...page(
      () => import('../features/auth/routes/login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'register',
    ...page(
      () => import('../features/auth/routes/register-page'),
      (m) => m.RegisterPage,
    ),
  },
  {
    path: 'verification_pending',
    ...page(
      () => import('../features/auth/routes/verification-pending-page'),
      (m) => m.VerificationPendingPage,
    ),
  },
  {
    path: 'products',
    ...page(
      () => import('../features/catalog/routes/products-page'),
      (m) => m.ProductsPage,
    ),
  },
  {
    path: 'search',
    ...page(
      () => import('../features/catalog/routes/products-page'),
      (m) => m.ProductsPage,
    ),
  },
  {
    path: 'product/:productId',
    ...page(
      () => import('../features/product/routes/product-page'),
      (m) => m.ProductPage,
    ),
  },
  {
    path: 'wholesaler/:wholesalerId',
    ...page(
      () => import('../features/wholesaler/routes/wholesaler-profile-page'),
      (m) => m.WholesalerProfilePage,
    ),
  },
];

const protectedRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    ...page(
      () => import('../features/dashboard/routes/dashboard-page'),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: 'add_product',
    ...page(
      () => import('../features/inventory/routes/add-product-page'),
      (m) => m.AddProductPage,
    ),
  },
  {
    path: 'inventory',
    ...page(
      () => import('../features/inventory/routes/inventory-page'),
      (m) => m.InventoryPage,
    ),
  },
  {
    path: 'orders',
    ...page(
      () => import('../features/orders/routes/orders-page'),
      (m) => m.OrdersPage,
    ),
  },
  {
    path: 'orders_details/:orderId',
    ...page(
      () => import('../features/orders/routes/order-details-page'),
      (m) => m.OrderDetailsPage,
    ),
  },
  {
    path: 'claims',
    ...page(
      () => import('../features/claims/routes/claims-page'),
      (m) => m.ClaimsPage,
    ),
  },
  {
    path: 'payments',
    ...page(
      () => import('../features/payments/routes/payments-page'),
      (m) => m.PaymentsPage,
    ),
  },
  {
    path: 'checkout',
    ...page(
      () => import('../features/checkout/routes/checkout-page'),
      (m) => m.CheckoutPage,
    ),
  },
  {
    path: 'cart',
    ...page(
      () => import('../features/cart/routes/cart-page'),
      (m) => m.CartPage,
    ),
  },
  {
    path: 'quick-order',
    ...page(
      () => import('../features/quick-order/routes/quick-order-page'),
      (m) => m.QuickOrderPage,
    ),
  },
  {
    path: 'settings',
    ...page(
      () => import('../features/settings/routes/settings-page'),
      (m) => m.SettingsPage,
    ),
  },
  {
    path: 'notifications',
    ...page(
      () => import('../features/notifications/routes/notifications-page'),
      (m) => m.NotificationsPage,
    ),
  },
  {
    path: 'admin',
    ...page(
      () => import('../features/admin/routes/admin-page'),
      (m) => m.AdminPage,
    ),
  },
  {
    path: 'admin/refunds',
    ...page(
      () => import('../features/admin/routes/refunds-page'),
      (m) => m.RefundsPage,
    ),
  },
  {
    path: 'admin/payouts',
    ...page(
      () => import('../features/admin/routes/payouts-page'),
      (m) => m.PayoutsPage,
    ),
  },
];

export const routes: RouteObject[] = withErrorPage([
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageLoader,
    children: [
      // A pathless layer so that a failing page shows the error page inside the layout, top bar included.
      {
        children: [
          ...publicRoutes,
          { loader: requireSession, Component: ProtectedOutlet, children: protectedRoutes },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]);
