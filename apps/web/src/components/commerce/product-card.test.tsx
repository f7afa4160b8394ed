// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, regulationMessages, type ProfileResponse } from '@marketplace/contract';
import { MemoryStorage, tokenExpiringIn } from '../../test/memory-storage';
import { catalogProduct } from '../../test/products';
import { licensedRetailer, retailerAccount } from '../../test/profiles';
import { render } from '../../test/render';
import { profileQueryKeys } from '../../lib/query-keys';
import { ProductCard } from './product-card';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let storage: MemoryStorage;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let view: ReturnType<typeof render> | undefined;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  view?.unmount();
  vi.unstubAllGlobals();
});

function signIn(userType: 'retailer' | 'wholesaler', profile?: ProfileResponse) {
  storage.setItem('accessToken', tokenExpiringIn(600));
  storage.setItem('userType', userType);
  fetchMock.mockImplementation(async (url) =>
    url === apiPaths.profile && profile
      ? json(200, profile)
      : json(404, { detail: 'x', code: 'not_found', error: 'x' }),
  );
}

const noticeLink = (container: HTMLElement) =>
  [...container.querySelectorAll('a')].find((link) => link.textContent === regulationMessages.noticeLink);

/** Renders the card; for a signed-in retailer, waits until its profile (and so its licence) has been read. */
async function renderCard(product = catalogProduct(), { withProfile = false } = {}) {
  view = render(<ProductCard product={product} />);
  const { container, queryClient } = view;
  await vi.waitFor(() => expect(container.textContent).toContain(product.name));
  if (withProfile) {
    await vi.waitFor(() => expect(queryClient.getQueryData(profileQueryKeys.all)).toBeDefined());
    // The card re-renders with the licence on the next tick.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return container;
}

describe('the medicine notice on a product card', () => {
  it('tells visitors the product is for licensed pharmacies, links to sign-in and keeps the price', async () => {
    const container = await renderCard();
    expect(container.textContent).toContain(regulationMessages.notice);
    expect(noticeLink(container)?.getAttribute('href')).toBe('/login');
    expect(container.textContent).toContain('12.50');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links a retailer whose licence is still awaiting approval to Settings', async () => {
    signIn('retailer', licensedRetailer({ licence_status: 'pending' }));
    const container = await renderCard(catalogProduct(), { withProfile: true });
    expect(container.textContent).toContain(regulationMessages.notice);
    expect(noticeLink(container)?.getAttribute('href')).toBe('/settings#licences');
  });

  it('shows the notice to a retailer without a licence', async () => {
    signIn('retailer', retailerAccount());
    const container = await renderCard(catalogProduct(), { withProfile: true });
    expect(noticeLink(container)?.getAttribute('href')).toBe('/settings#licences');
  });

  it('is not shown to a retailer with an approved licence', async () => {
    signIn('retailer', licensedRetailer());
    const container = await renderCard(catalogProduct(), { withProfile: true });
    expect(fetchMock).toHaveBeenCalledWith(apiPaths.profile, expect.anything());
    expect(container.textContent).not.toContain(regulationMessages.notice);
  });

  it('shows wholesalers the notice without a link, and asks for no profile', async () => {
    signIn('wholesaler');
    const container = await renderCard();
    expect(container.textContent).toContain(regulationMessages.notice);
    expect(noticeLink(container)).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is not shown on other goods', async () => {
    signIn('retailer', retailerAccount());
    const container = await renderCard(catalogProduct({ name: 'Basmati rice 25 kg', regulation: 'food' }));
    expect(container.textContent).not.toContain(regulationMessages.notice);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the seller on a product card', () => {
  it('names the wholesaler who sells the product', async () => {
    const product = catalogProduct();
    const container = await renderCard(product);
    expect(container.textContent).toContain(`Sold by ${product.wholesaler.company_name}`);
  });
});
