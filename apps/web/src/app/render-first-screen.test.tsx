import { describe, expect, it } from 'vitest';
import type { CatalogResponse, HomeDataResponse, ProductDetailResponse } from '@marketplace/contract';
import { catalogProduct } from '../test/products';
import { renderFirstScreen } from './render-first-screen';

const kettle = catalogProduct({
  id: 7,
  name: 'Steel Kettle 1.5 L',
  price: 1234.5,
  product_type: 'home_appliance',
  regulation: 'none',
  drug_schedule: 'none',
  category: { id: 2, name: 'Home Appliances' },
  description: '<p>Boils <strong>fast</strong></p>',
  images: [{ id: 1, image: '/media/kettle.webp', thumbnail: '/media/kettle-thumb.webp', is_main: true }],
});

const listing: CatalogResponse = {
  products: [kettle],
  categories: [{ id: 2, name: 'Home Appliances', icon: null, hsn_code: '8516', gst_rate: 18, regulation: 'none' }],
  brands: [],
  count: 1,
  page: 1,
  page_size: 24,
  total_pages: 1,
};

function answering(answers: Record<string, unknown>) {
  const asked: string[] = [];
  const apiAnswer = async (path: string) => {
    asked.push(path);
    return answers[path] ?? null;
  };
  return { asked, apiAnswer };
}

describe('first screen drawn on the server', () => {
  it("draws a listing with the app's own cards from the answer the page asks for, and hands over that query", async () => {
    const api = answering({ '/api/products?q=kettle&sort=price_asc&page=1': listing });
    const screen = await renderFirstScreen('/products?q=kettle&sort=price_asc', api.apiAnswer);

    expect(api.asked).toEqual(['/api/products?q=kettle&sort=price_asc&page=1']);
    expect(screen?.html).toContain('Results for “kettle”');
    expect(screen?.html).toContain('Steel Kettle 1.5 L');
    expect(screen?.html).toContain('Rs. 1,234.50');
    expect(screen?.html).toContain('href="/product/7"');
    // Nothing for the browser to run: the app's own scripts replace the drawing.
    expect(screen?.html).not.toContain('<script');
    expect(screen?.state.queries).toEqual([
      expect.objectContaining({
        queryKey: ['products', 'list', expect.objectContaining({ q: 'kettle', sort: 'price_asc', page: 1 })],
        state: expect.objectContaining({ data: listing, status: 'success' }),
      }),
    ]);
  });

  it('draws a product page with its description, and the landing page with its sections', async () => {
    const detail: ProductDetailResponse = {
      products: kettle,
      review: [],
      rating: { average: 0, count: 0, histogram: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 } },
    };
    const product = await renderFirstScreen('/product/7', answering({ '/api/products/7': detail }).apiAnswer);
    expect(product?.html).toContain('<h1');
    expect(product?.html).toContain('Boils <strong>fast</strong>');
    expect(product?.html).toContain('/media/kettle.webp');

    const home: HomeDataResponse = {
      featured_categories: listing.categories,
      deal_of_the_day: kettle,
      top_rated_products: [kettle],
      wholesaler_spotlight: [],
    };
    const landing = await renderFirstScreen('/', answering({ '/api/home-data/': home }).apiAnswer);
    expect(landing?.html).toContain('Stock your shop straight from trusted wholesalers');
    expect(landing?.html).toContain('Deal of the day');
    expect(landing?.html).not.toContain('<script');
  });

  it('draws nothing for other pages, or when the API has no answer for the page', async () => {
    const api = answering({});
    expect(await renderFirstScreen('/login', api.apiAnswer)).toBeNull();
    expect(await renderFirstScreen('/cart', api.apiAnswer)).toBeNull();
    expect(await renderFirstScreen('/product/abc', api.apiAnswer)).toBeNull();
    expect(await renderFirstScreen('/product/404', api.apiAnswer)).toBeNull();
    expect(api.asked).toEqual(['/api/products/404']);
  });
});
