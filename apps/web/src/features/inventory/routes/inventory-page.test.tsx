// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { useLocation } from 'react-router';
import type { InventoryResponse } from '@marketplace/contract';
import { tokenExpiringIn } from '../../../test/memory-storage';
import { catalogProduct } from '../../../test/products';
import { buttonNamed, click, settle, typeInto } from '../../../test/dom';
import { renderInDom } from '../../../test/render';
import { SEARCH_DEBOUNCE_MS } from '../hooks/use-debounced-search';
import { InventoryPage } from './inventory-page';

/** The inventory page asks the server for one page at a time and keeps what it shows in the address. */

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const TOTAL = 54;

/** A wholesaler with 54 products: each request answers the page it names (no real sorting here). */
function inventoryAnswer(url: string, count = TOTAL): InventoryResponse {
  const params = new URL(url, 'http://test').searchParams;
  const page = Number(params.get('page'));
  const size = Number(params.get('page_size'));
  const first = (page - 1) * size;
  const shown = Math.max(0, Math.min(size, count - first));
  return {
    products: Array.from({ length: shown }, (_, index) =>
      catalogProduct({ id: first + index + 1, name: `Product ${first + index + 1}`, stock: 30 }),
    ),
    categoires: [],
    brands: [],
    total_sales: 120,
    low_stock_count: 6,
    product_count: TOTAL,
    count,
    next: first + size < count ? `/api/inventory/?page=${page + 1}&page_size=${size}` : null,
  };
}

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let unmount = () => {};
/** Shows the page's address query, as the address bar would. */
function LocationProbe() {
  return <output id="address">{useLocation().search}</output>;
}

beforeEach(() => {
  localStorage.setItem('accessToken', tokenExpiringIn(3600));
  localStorage.setItem('userType', 'wholesaler');
  fetchMock = vi.fn((url: string) => Promise.resolve(json(200, inventoryAnswer(url))));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  unmount();
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function openInventory(route = '/inventory') {
  const view = await renderInDom(
    <>
      <InventoryPage />
      <LocationProbe />
    </>,
    { route },
  );
  unmount = view.unmount;
  await settle();
}

const address = () => document.getElementById('address')?.textContent ?? '';
const lastRequest = () => new URL(String(fetchMock.mock.lastCall?.[0]), 'http://test').searchParams;
const status = () => document.querySelector('[role="status"]')?.textContent ?? '';
const pager = () => document.querySelector('nav[aria-label="Inventory pages"]')?.textContent ?? '';
const searchBox = () => document.querySelector<HTMLInputElement>('input[type="search"]')!;
const sortSelect = () => document.querySelector<HTMLSelectElement>('select#inventory-sort')!;
const lowStockSwitch = () => document.querySelector<HTMLButtonElement>('button[role="switch"]')!;
const cardNames = () =>
  [...document.querySelectorAll('ul[aria-label="Your products"] li a')].map((link) => link.textContent);
const columnHeading = (name: string) =>
  [...document.querySelectorAll('th')].find((heading) => heading.textContent?.startsWith(name))!;

async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}

describe('the inventory page', () => {
  it('asks for the first 20 products and says which of how many it shows', async () => {
    await openInventory();
    expect(Object.fromEntries(lastRequest())).toEqual({ sort: 'newest', page: '1', page_size: '20' });
    expect(status()).toBe('Showing 1–20 of 54 products');
    expect(pager()).toContain('Page 1 of 3');
    expect(cardNames()).toHaveLength(20);
    expect(buttonNamed('Previous').disabled).toBe(true);
    // The summary counts every listed product, not the page.
    expect(document.querySelector('section[aria-label="Inventory summary"]')?.textContent).toContain('54');
  });

  it('goes to the next page and back, keeping the page in the address', async () => {
    await openInventory();
    await click(buttonNamed('Next'));
    await settle();
    expect(address()).toBe('?page=2');
    expect(lastRequest().get('page')).toBe('2');
    expect(status()).toBe('Showing 21–40 of 54 products');
    expect(cardNames()[0]).toBe('Product 21');
    await click(buttonNamed('Next'));
    await settle();
    expect(pager()).toContain('Page 3 of 3');
    expect(status()).toBe('Showing 41–54 of 54 products');
    expect(buttonNamed('Next').disabled).toBe(true);
    await click(buttonNamed('Previous'));
    await settle();
    expect(address()).toBe('?page=2');
  });

  it('opens with the search, filter, sort and page of the address', async () => {
    await openInventory('/inventory?q=rice&low_stock=1&sort=stock_asc&page=2');
    expect(Object.fromEntries(lastRequest())).toEqual({
      q: 'rice',
      low_stock: 'true',
      sort: 'stock_asc',
      page: '2',
      page_size: '20',
    });
    expect(searchBox().value).toBe('rice');
    expect(sortSelect().value).toBe('stock_asc');
    expect(lowStockSwitch().getAttribute('aria-checked')).toBe('true');
    expect(columnHeading('Stock').getAttribute('aria-sort')).toBe('ascending');
  });

  it('searches once typing pauses, from page 1', async () => {
    await openInventory('/inventory?page=2');
    const before = fetchMock.mock.calls.length;
    await typeInto(searchBox(), 'basmati');
    expect(address()).toBe('?page=2');
    // Timers run in order: the search is handed on before this longer wait ends.
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
    await settle();
    expect(address()).toBe('?q=basmati');
    expect(lastRequest().get('q')).toBe('basmati');
    expect(lastRequest().get('page')).toBe('1');
    // One request for the whole word, none per keystroke.
    expect(fetchMock.mock.calls.length).toBe(before + 1);
  });

  it('sorts from the select and from the column headings, starting again at page 1', async () => {
    await openInventory('/inventory?page=3');
    await choose(sortSelect(), 'price_desc');
    expect(address()).toBe('?sort=price_desc');
    expect(lastRequest().get('sort')).toBe('price_desc');
    expect(columnHeading('Price').getAttribute('aria-sort')).toBe('descending');

    await click(columnHeading('Stock').querySelector('button')!);
    await settle();
    expect(address()).toBe('?sort=stock_asc');
    await click(columnHeading('Stock').querySelector('button')!);
    await settle();
    expect(address()).toBe('?sort=stock_desc');
    expect(sortSelect().value).toBe('stock_desc');
  });

  it('shows only low stock when the switch is on', async () => {
    await openInventory('/inventory?page=2');
    await click(lowStockSwitch());
    await settle();
    expect(address()).toBe('?low_stock=1');
    expect(lastRequest().get('low_stock')).toBe('true');
  });

  it('says when nothing matches and clears the search on request', async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(json(200, inventoryAnswer(url, new URL(url, 'http://t').searchParams.has('q') ? 0 : TOTAL))),
    );
    await openInventory('/inventory?q=saffron');
    expect(document.body.textContent).toContain('No products match “saffron”');
    expect(document.querySelector('nav[aria-label="Inventory pages"]')).toBeNull();
    await click(buttonNamed('Clear search'));
    await settle();
    expect(address()).toBe('');
    expect(searchBox().value).toBe('');
    expect(status()).toBe('Showing 1–20 of 54 products');
  });

  it('says when the inventory could not be loaded', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(500, { detail: 'Server error' })));
    await openInventory();
    expect(document.body.textContent).toContain('Error fetching inventory');
  });
});
