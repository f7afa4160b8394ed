// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import type { InventoryReviewsResponse } from '@marketplace/contract';
import { tokenExpiringIn } from '../../../test/memory-storage';
import { catalogProduct } from '../../../test/products';
import { buttonNamed, click, settle } from '../../../test/dom';
import { renderInDom } from '../../../test/render';
import { ProductReviewsDialog } from './product-reviews-dialog';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const twoReviews: InventoryReviewsResponse = {
  count: 2,
  results: [
    {
      id: 9,
      rating: 2,
      comment: 'Strips arrived torn.',
      created_at: '2026-04-20T08:00:00.000Z',
      user: { username: 'Ravi K.' },
    },
    {
      id: 4,
      rating: 5,
      comment: 'Fast delivery.',
      created_at: '2026-03-02T08:00:00.000Z',
      user: { username: 'Meena S.' },
    },
  ],
};

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let unmount = () => {};

beforeEach(() => {
  localStorage.setItem('accessToken', tokenExpiringIn(3600));
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  unmount();
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function openReviews(reviewCount: number) {
  const product = catalogProduct({ id: 31, name: 'Paracetamol 500 mg', rating: 3.5, review_count: reviewCount });
  const view = await renderInDom(createElement(ProductReviewsDialog, { product }));
  unmount = view.unmount;
  expect(fetchMock).not.toHaveBeenCalled(); // read only when opened
  await click(buttonNamed(`Reviews (${reviewCount}) of Paracetamol 500 mg`));
  await settle();
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;

describe("the reviews on a wholesaler's inventory row", () => {
  it('lists each review with its stars, author, date and text', async () => {
    fetchMock.mockResolvedValueOnce(json(200, twoReviews));
    await openReviews(2);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/inventory/31/reviews/');
    expect(dialog().querySelector('h2')?.textContent).toBe('Reviews of Paracetamol 500 mg');
    expect(dialog().textContent).toContain('3.5 average from 2 reviews');
    const items = [...dialog().querySelectorAll('li')];
    expect(items).toHaveLength(2);
    expect(items[0]?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Rated 2 out of 5');
    expect(items[0]?.textContent).toContain('Ravi K.');
    expect(items[0]?.textContent).toContain('Strips arrived torn.');
    expect(items[0]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-04-20T08:00:00.000Z');
    expect(items[0]?.querySelector('time')?.textContent).toMatch(/20.*2026/);
    expect(items[1]?.textContent).toContain('Meena S.');
  });

  it('says when nobody has reviewed the product', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { count: 0, results: [] }));
    await openReviews(0);
    expect(dialog().textContent).toContain('No retailer has reviewed this product yet.');
    expect(dialog().textContent).toContain('No reviews yet');
  });

  it('shows why the reviews could not be loaded and loads them on Retry', async () => {
    fetchMock.mockResolvedValueOnce(
      json(404, { code: 'not_found', detail: 'Product not found.', error: 'Product not found.' }),
    );
    await openReviews(2);
    expect(dialog().textContent).toContain('The reviews could not be loaded.');
    expect(dialog().textContent).toContain('Product not found.');
    fetchMock.mockResolvedValueOnce(json(200, twoReviews));
    await click(buttonNamed('Retry'));
    await settle();
    expect(dialog().querySelectorAll('li')).toHaveLength(2);
  });
});
