// What other features use of the cart. `app/` imports the pieces it loads on demand (the cart page,
// the server-cart merge, the cart link of the signed-in menu) from their own modules: re-exported
// here they would be downloaded by every page that uses the cart.
export { AddToCartButton, CardAddToCartButton } from './components/add-to-cart-button';
export { CheckoutBlockers } from './components/checkout-blockers';
export { useCartReview } from './hooks/use-cart-review';
export type { WholesalerGroup } from './state/cart-groups';
export { pricedLines } from './state/cart-state';
export { useCart, type CartItem } from './state/use-cart';
export { BuyAgainButton } from './components/buy-again-button';
export { useAdoptServerCart } from './api/adopt-server-cart';
