// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import type { MyReviewResponse, Review } from '@marketplace/contract';
import { currentToast, dismissToast } from '../../../components/ui/use-toast';
import { tokenExpiringIn } from '../../../test/memory-storage';
import { buttonNamed, click, descriptionOf, fieldLabelled, settle, typeInto } from '../../../test/dom';
import { renderInDom } from '../../../test/render';
import { reviewQueryKeys } from '../api/reviews-query-keys';
import { ReviewForm } from './review-form';

const PRODUCT_ID = 7;
const written: Review = {
  id: 31,
  rating: 4,
  comment: 'Sold out in a week.',
  created_at: '2026-05-02T10:00:00.000Z',
  user: { username: 'Ravi K.' },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let view: Awaited<ReturnType<typeof renderInDom>>;

beforeEach(() => {
  localStorage.setItem('accessToken', tokenExpiringIn(3600));
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  view.unmount();
  dismissToast();
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function renderForm(review: Review | null = null) {
  view = await renderInDom(createElement(ReviewForm, { productId: PRODUCT_ID, review }));
}

const star = (label: string) => {
  const radio = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
    (input) => input.closest('label')?.textContent === label,
  );
  if (!radio) throw new Error(`No star "${label}"`);
  return radio;
};
const comment = () => fieldLabelled('Your review') as HTMLTextAreaElement;
const ratingGroup = () => document.querySelector<HTMLElement>('[role="radiogroup"]')!;
const reviewPosts = () => fetchMock.mock.calls.filter(([, init]) => init.method === 'POST');

describe('the review form', () => {
  it('offers five labelled stars as one radio group and checks the one chosen', async () => {
    await renderForm();
    const group = ratingGroup();
    expect(document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent).toBe('Your rating');
    const labels = [...group.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    // One name: the browser moves between them with the arrow keys.
    expect(new Set([...group.querySelectorAll('input')].map((input) => input.name)).size).toBe(1);

    await click(star('4 stars'));
    expect(star('4 stars').checked).toBe(true);
    expect(star('5 stars').checked).toBe(false);
    expect(group.textContent).toContain('4 out of 5');
  });

  it('counts the characters typed against the limit of 2,000', async () => {
    await renderForm();
    expect(descriptionOf(comment())).toBe('0 / 2,000 characters');
    await typeInto(comment(), 'Good steel.');
    expect(descriptionOf(comment())).toBe('11 / 2,000 characters');
  });

  it('shows the contract messages beside the stars and the text, and sends nothing', async () => {
    await renderForm();
    await click(buttonNamed('Submit review'));
    await settle();
    expect(ratingGroup().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(ratingGroup().getAttribute('aria-describedby')!)?.textContent).toBe(
      'Rating is required',
    );
    expect(descriptionOf(comment())).toContain('Comment is required');

    await typeInto(comment(), 'x'.repeat(2001));
    await click(buttonNamed('Submit review'));
    await settle();
    expect(descriptionOf(comment())).toContain('2,001 / 2,000 characters');
    expect(descriptionOf(comment())).toContain('Comment must be at most 2000 characters');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the review, thanks the retailer and keeps the saved review for the page', async () => {
    fetchMock.mockImplementation(async (url, init) =>
      init.method === 'POST' ? json(201, written) : json(200, { products: {}, review: [], rating: {} }),
    );
    await renderForm();
    await click(star('4 stars'));
    await typeInto(comment(), '  Sold out in a week.  ');
    await click(buttonNamed('Submit review'));
    await settle();

    const [url, init] = reviewPosts()[0]!;
    expect(url).toBe(`/api/products/${PRODUCT_ID}/reviews/`);
    expect(JSON.parse(String(init.body))).toEqual({ rating: 4, comment: 'Sold out in a week.' });
    await vi.waitFor(() => expect(currentToast()?.title).toBe('Thanks for your review!'));
    expect(view.queryClient.getQueryData<MyReviewResponse>(reviewQueryKeys.mine(PRODUCT_ID))).toEqual({
      can_review: true,
      review: written,
    });
    // The product page is read again past the browser's cache, so its rating and count change at once.
    const productRead = fetchMock.mock.calls.find(([address]) => address === `/api/products/${PRODUCT_ID}`);
    expect(productRead?.[1].cache).toBe('no-cache');
  });

  it('starts an edit from the saved review and replaces it', async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init.method === 'POST' ? json(200, { ...written, rating: 2, comment: 'Handles came loose.' }) : json(200, {}),
    );
    await renderForm(written);
    expect(star('4 stars').checked).toBe(true);
    expect(comment().value).toBe('Sold out in a week.');
    expect(descriptionOf(comment())).toBe('19 / 2,000 characters');

    await click(star('2 stars'));
    await typeInto(comment(), 'Handles came loose.');
    await click(buttonNamed('Save changes'));
    await settle();
    expect(JSON.parse(String(reviewPosts()[0]![1].body))).toEqual({ rating: 2, comment: 'Handles came loose.' });
    await vi.waitFor(() => expect(currentToast()?.title).toBe('Thanks for your review!'));
  });

  it("shows the server's refusal and its field messages", async () => {
    fetchMock.mockResolvedValueOnce(
      json(403, {
        code: 'forbidden',
        detail: 'You can review a product once an order of it has been delivered to you.',
        error: 'You can review a product once an order of it has been delivered to you.',
      }),
    );
    await renderForm();
    await click(star('5 stars'));
    await typeInto(comment(), 'Great.');
    await click(buttonNamed('Submit review'));
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(
      'You can review a product once an order of it has been delivered to you.',
    );
    expect(currentToast()?.open).not.toBe(true);

    fetchMock.mockResolvedValueOnce(
      json(400, { code: 'validation', detail: 'Check the form.', error: 'Check the form.', comment: ['Too rude.'] }),
    );
    await click(buttonNamed('Submit review'));
    await settle();
    expect(descriptionOf(comment())).toContain('Too rude.');
  });
});
