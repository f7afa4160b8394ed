// What other features use of the cart. `app/` imports the pieces it loads on demand (the cart page,
// the server-cart merge, the cart link of the signed-in menu) from their own modules: re-exported
// here they would travel in the script every shop page shares.
export { AddToCartButton } from './components/add-to-cart-button';
export { useCart, type CartItem } from './state/use-cart';
