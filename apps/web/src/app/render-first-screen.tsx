import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import {
  filtersFromSearchParams,
  productListQueryOf,
  shopPageOf,
  type ApiAnswer,
  type FirstScreen,
  type ShopPage,
} from '@marketplace/contract';
import { productsQueryOptions } from '../features/catalog/api/get-products';
import { homeDataQueryOptions } from '../features/home/api/get-home-data';
import { productQueryOptions } from '../features/product/api/get-product';
import { createQueryClient } from '../lib/query-client';
import { AppFrame } from './app-frame';
import { routes } from './router';

/** A shop page the server draws: every public one. */
type DrawnPage = Exclude<ShopPage, { page: 'cart' }>;

/** The query of the page that holds a drawn page's first answer. */
function firstQueryKeyOf(shop: DrawnPage, url: URL): QueryKey {
  switch (shop.page) {
    case 'landing':
      return homeDataQueryOptions().queryKey;
    case 'listing':
      return productsQueryOptions(productListQueryOf(filtersFromSearchParams(url.searchParams))).queryKey;
    case 'product':
      return productQueryOptions(shop.productId).queryKey;
  }
}

const { query, dataRoutes } = createStaticHandler(routes);

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return text;
}

/**
 * The first screen of the landing page, a listing or a product page, rendered on the server by the app's own
 * components with the API answer the page would ask for, so that a phone paints it before the scripts
 * arrive. Null for any other page, or when the API has no answer for it (the app then starts as usual).
 */
export async function renderFirstScreen(
  address: string,
  apiAnswer: ApiAnswer,
): Promise<FirstScreen<DehydratedState> | null> {
  const url = new URL(address, 'http://marketplace.invalid');
  const shop = shopPageOf(url);
  if (!shop || shop.page === 'cart') return null;
  const answer = await apiAnswer(shop.request);
  if (answer === null) return null;

  const queryClient = createQueryClient();
  queryClient.setQueryData(firstQueryKeyOf(shop, url), answer);
  const context = await query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(dataRoutes, context);
  // Unlike renderToString, a prerender waits for the lazily loaded parts of the page. Every part is written in
  // place, however large: a part written later needs a script to put it in place, and the page's own scripts
  // are the only ones it may run.
  const { prelude } = await prerenderToNodeStream(
    <AppFrame queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppFrame>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await textOf(prelude);
  return html.includes('<script') ? null : { html, state: dehydrate(queryClient) };
}
