import fc from 'fast-check';
import { beforeAll, describe } from 'vitest';
import { createReviewRequest, productListQuery } from '@marketplace/contract';
import {
  anyone,
  authOf,
  fuzzIt,
  type FuzzState,
  prepareFuzzState,
  printFuzzSummary,
  schemaKeys,
  useHostileApp,
} from './hostile-fixtures.js';

/** The public catalogue and the retailers' reviews under fuzzed input; see hostile-fixtures.ts. */
describe('catalogue endpoints under fuzzed input', () => {
  const ctx = useHostileApp();
  const state = {} as FuzzState;

  beforeAll(async () => {
    await prepareFuzzState(ctx, state);
  }, 300_000);

  printFuzzSummary();

  const productIds = () => [
    state.world.products.A.id,
    state.world.products.B.id,
    state.world.delivered.A.id,
    state.world.delivered.B.id,
  ];

  fuzzIt(ctx, state, 'GET /api/categories', () => ({
    method: 'GET',
    path: '/api/categories',
    as: anyone(state.world),
    headerNames: ['if-none-match'],
  }));

  fuzzIt(ctx, state, 'GET /api/products', () => ({
    method: 'GET',
    path: '/api/products',
    as: anyone(state.world),
    query: {
      keys: schemaKeys(productListQuery),
      valid: {
        q: 'product',
        category: 'hostile groceries',
        brand: String(state.world.brandId),
        min_price: '1',
        max_price: '1000',
        sort: 'price_asc',
        page: '1',
        page_size: '10',
      },
    },
    headerNames: ['if-none-match'],
  }));

  fuzzIt(ctx, state, 'GET /api/products/:id', () => ({
    method: 'GET',
    path: '/api/products/:id',
    realParams: productIds(),
    as: anyone(state.world),
    headerNames: ['if-none-match'],
  }));

  fuzzIt(ctx, state, 'GET /api/home-data/', () => ({
    method: 'GET',
    path: '/api/home-data/',
    as: anyone(state.world),
    headerNames: ['if-none-match'],
  }));

  fuzzIt(ctx, state, 'GET /api/wholesaler/profile/:id', () => ({
    method: 'GET',
    path: '/api/wholesaler/profile/:id',
    realParams: [
      state.world.actors.wholesalerA.id!,
      state.world.actors.unverifiedWholesaler.id!,
      state.world.actors.retailerA.id!,
      state.world.actors.admin.id!,
    ],
    as: anyone(state.world),
    headerNames: ['if-none-match'],
  }));

  fuzzIt(ctx, state, 'POST /api/products/:id/reviews/', () => ({
    method: 'POST',
    path: '/api/products/:id/reviews/',
    realParams: productIds(),
    as: authOf(state.world, 'retailerA', 'retailerB'),
    json: {
      keys: schemaKeys(createReviewRequest),
      valid: fc.constantFrom<Record<string, unknown>>(
        { rating: 5, comment: 'Arrived on time, well packed.' },
        { rating: '4', comment: 'Good value.' },
      ),
    },
  }));
});
