// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import type { MyReviewResponse } from '@marketplace/contract';
import { tokenExpiringIn } from '../../../test/memory-storage';
import { settle } from '../../../test/dom';
import { renderInDom } from '../../../test/render';
import { ProductReviewPrompt } from './product-review-prompt';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let unmount = () => {};

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  unmount();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function signIn(userType: 'retailer' | 'wholesaler') {
  localStorage.setItem('accessToken', tokenExpiringIn(3600));
  localStorage.setItem('userType', userType);
}

async function showPrompt(answer?: Response) {
  if (answer) fetchMock.mockResolvedValueOnce(answer);
  const view = await renderInDom(createElement(ProductReviewPrompt, { productId: 7, productName: 'Iron Tawa' }));
  unmount = view.unmount;
  await settle();
}

const buttons = () => [...document.querySelectorAll('button')].map((button) => button.textContent?.trim());
const mine = (body: MyReviewResponse) => json(200, body);

describe('reviewing from the product page', () => {
  it('offers "Write a review" to a retailer whose order of the product was delivered', async () => {
    signIn('retailer');
    await showPrompt(mine({ can_review: true, review: null }));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/products/7/reviews/mine/');
    expect(buttons()).toEqual(['Write a review']);
  });

  it('shows the retailer its own review with "Edit your review"', async () => {
    signIn('retailer');
    const review = {
      id: 3,
      rating: 5,
      comment: 'Even heat.',
      created_at: '2026-05-01T00:00:00Z',
      user: { username: 'Ravi K.' },
    };
    await showPrompt(mine({ can_review: true, review }));
    expect(buttons()).toEqual(['Edit your review']);
    expect(document.body.textContent).toContain('Your review');
    expect(document.body.textContent).toContain('Even heat.');
  });

  it('tells a retailer without a delivery when it may review', async () => {
    signIn('retailer');
    await showPrompt(mine({ can_review: false, review: null }));
    expect(buttons()).toEqual([]);
    expect(document.body.textContent).toContain('once an order of it has been delivered to you');
  });

  it('says when the review could not be loaded and tries again', async () => {
    signIn('retailer');
    await showPrompt(json(500, { code: 'server_error', detail: 'Something broke.', error: 'Something broke.' }));
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('Your review could not be loaded');
    fetchMock.mockResolvedValueOnce(mine({ can_review: true, review: null }));
    document.querySelector<HTMLButtonElement>('[role="alert"] button')!.click();
    await vi.waitFor(() => expect(buttons()).toEqual(['Write a review']));
  });

  it('shows nothing to wholesalers and visitors, and asks the server nothing', async () => {
    signIn('wholesaler');
    await showPrompt();
    expect(document.body.textContent).toBe('');
    unmount();
    localStorage.clear();
    await showPrompt();
    expect(document.body.textContent).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
