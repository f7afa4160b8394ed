// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage, tokenExpiringIn } from '../../test/memory-storage';
import { render } from '../../test/render';
import { readSession } from '../../lib/session';
import { SignedInNav } from './signed-in-nav';

let storage: MemoryStorage;
let view: ReturnType<typeof render> | undefined;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
});

afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

function signIn(userType: 'retailer' | 'wholesaler') {
  storage.setItem('accessToken', tokenExpiringIn(600));
  storage.setItem('userType', userType);
  storage.setItem('userVerified', 'false');
}

const cartLinks = (container: HTMLElement) => [...container.querySelectorAll('a[href="/cart"]')];

describe('the signed-in top bar', () => {
  it("shows a buyer the cart link with the count of the cart's distinct items, from the cart's own code", async () => {
    signIn('retailer');
    const line = (id: number) => ({ id, name: `Product ${id}`, price: 100, quantity: 2, stock: 10 });
    storage.setItem('react-use-cart', JSON.stringify({ items: [line(1), line(2)] }));
    view = render(<SignedInNav session={readSession()} />);
    const { container } = view;
    // Desktop and phone: both links are in the page, the count comes with the cart's code.
    await vi.waitFor(() => expect(cartLinks(container)).toHaveLength(2));
    await vi.waitFor(() =>
      expect(cartLinks(container).map((link) => link.textContent)).toEqual(['Cart2 items', 'Cart2 items']),
    );
  });

  it('gives a wholesaler no cart link', async () => {
    signIn('wholesaler');
    view = render(<SignedInNav session={readSession()} />);
    const { container } = view;
    await vi.waitFor(() => expect(container.querySelector('[aria-label="Open menu"]')).not.toBeNull());
    expect(cartLinks(container)).toHaveLength(0);
  });
});
