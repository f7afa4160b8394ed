import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import {
  apiPaths,
  filtersFromSearchParams,
  listingRequestOf,
  parseRouteId,
  productListQueryOf,
} from '@marketplace/contract';
import { productsQueryOptions } from '../features/catalog/api/get-products';
import { homeDataQueryOptions } from '../features/home/api/get-home-data';
import { productQueryOptions } from '../features/product/api/get-product';
import { createQueryClient } from '../lib/query-client';
import { AppFrame } from './app-frame';
import { routes } from './router';

/** The API answer a public page shows first, and the query of the page that holds it. */
interface FirstAnswer {
  path: string;
  queryKey: QueryKey;
}

function firstAnswerOf(url: URL): FirstAnswer | null {
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (pathname === '/') return { path: apiPaths.homeData, queryKey: homeDataQueryOptions().queryKey };
  if (pathname === '/products' || pathname === '/search') {
    const query = productListQueryOf(filtersFromSearchParams(url.searchParams));
    return { path: listingRequestOf(url.searchParams), queryKey: productsQueryOptions(query).queryKey };
  }
  const productId = /^\/product\/([^/]+)$/.exec(pathname)?.[1];
  const id = productId === undefined ? null : parseRouteId(productId);
  return id === null ? null : { path: apiPaths.product(id), queryKey: productQueryOptions(id).queryKey };
}

export interface FirstScreen {
  /** The page as a visitor who is not signed in first sees it. */
  html: string;
  /** The page's queries, for the app to start from instead of asking the API again. */
  state: DehydratedState;
}

/** A public API answer, or null when the API did not answer 200. */
export type ApiAnswer = (path: string) => Promise<unknown>;

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
export async function renderFirstScreen(address: string, apiAnswer: ApiAnswer): Promise<FirstScreen | null> {
  const url = new URL(address, 'http://marketplace.invalid');
  const first = firstAnswerOf(url);
  if (!first) return null;
  const answer = await apiAnswer(first.path);
  if (answer === null) return null;

  const queryClient = createQueryClient();
  queryClient.setQueryData(first.queryKey, answer);
  const { query, dataRoutes } = createStaticHandler(routes);
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
