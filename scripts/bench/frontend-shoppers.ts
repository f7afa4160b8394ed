// What the front-end block shows its visitors: the demo product with the most reviews (it has pictures), and the
// demo retailer signed in with three lines in the cart, on the server and in local storage alike.
import { apiPaths, type CatalogResponse, type LoginResponse, type Product } from '@marketplace/contract';
import { login } from './accounts.js';
import { listPath } from './catalog-requests.js';
import type { StorageEntries } from './frontend.js';
import { requestOk } from './http.js';

export interface Shoppers {
  /** The product page audited: pictures and reviews. */
  product: Product;
  /** The products in the retailer's cart, one line each. */
  cart: Product[];
  retailer: StorageEntries;
  wholesaler: StorageEntries;
}

const CART_LINES = 3;

/** The user a token was issued to (its `sub` claim). */
const tokenSubject = (tokens: LoginResponse): string =>
  (JSON.parse(Buffer.from(tokens.access.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub: string }).sub;

const session = (tokens: LoginResponse, userType: 'retailer' | 'wholesaler'): StorageEntries => [
  ['accessToken', tokens.access],
  ['refreshToken', tokens.refresh],
  ['userType', userType],
  ['userVerified', String(tokens.verified)],
];

/** The smallest quantity the product's wholesale terms allow. */
const firstOrder = (product: Product) => Math.max(1, product.min_order_quantity);

/** A cart line as the web app stores it (apps/web/src/features/cart/state/cart-store.ts). */
const storedLine = (product: Product) => ({
  id: product.id,
  name: product.name,
  price: product.price,
  quantity: firstOrder(product),
  stock: product.stock,
  image: product.images[0]?.thumbnail ?? null,
  wholesalerId: product.wholesaler.id,
  wholesalerName: product.wholesaler.company_name,
  min_order_quantity: product.min_order_quantity,
  order_multiple: product.order_multiple,
  max_order_quantity: product.max_order_quantity,
  pack_label: product.pack_label,
  price_tiers: product.price_tiers,
});

async function listedProducts(base: string): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; ; page += 1) {
    const body = (await requestOk<CatalogResponse>(base, listPath({ page_size: 100, page }))).body;
    products.push(...body.products);
    if (page >= body.total_pages) return products;
  }
}

export async function prepareShoppers(base: string): Promise<Shoppers> {
  const pictured = (await listedProducts(base))
    .filter((product) => product.images.length > 0 && product.stock >= firstOrder(product))
    .sort((a, b) => b.review_count - a.review_count || a.id - b.id);
  const product = pictured[0];
  if (!product || product.review_count === 0) throw new Error('no listed product has both pictures and reviews');
  const retailer = await login(base, 'retailer@example.com', 'retailer');
  const wholesaler = await login(base, 'wholesaler@example.com', 'wholesaler');
  // Lines the demo retailer may not buy (a drug without its licence) are refused by the server: take the next.
  const cart: Product[] = [];
  for (const candidate of pictured) {
    if (cart.length === CART_LINES) break;
    const added = await requestOk(base, apiPaths.cartAdd, {
      method: 'POST',
      body: { product: candidate.id, quantity: firstOrder(candidate) },
      token: retailer.access,
    }).then(
      () => true,
      () => false,
    );
    if (added) cart.push(candidate);
  }
  if (cart.length < CART_LINES) throw new Error(`the demo retailer could put only ${cart.length} lines in the cart`);
  // As the app leaves the browser's cart once the retailer has signed in: its lines and whose they are
  // (apps/web/src/features/cart/api/server-cart.ts, CART_OWNER_KEY).
  const storedCart: StorageEntries = [
    ['react-use-cart', JSON.stringify({ items: cart.map(storedLine), metadata: { owner: tokenSubject(retailer) } })],
  ];
  return {
    product,
    cart,
    retailer: [...session(retailer, 'retailer'), ...storedCart],
    wholesaler: session(wholesaler, 'wholesaler'),
  };
}
