// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { confirmedOrder, orderLine } from '../../../test/orders';
import { renderInDom } from '../../../test/render';
import { OrderDocumentsSection } from './order-documents-section';

let unmount = () => {};
afterEach(() => unmount());

async function documentsOf(order: ReturnType<typeof confirmedOrder>) {
  const view = await renderInDom(createElement(OrderDocumentsSection, { order }));
  unmount = view.unmount;
  const section = view.container.querySelector('section');
  return {
    heading: section?.querySelector('h2')?.textContent,
    cards: [...(section?.querySelectorAll('[role="region"]') ?? [])].map((card) => ({
      title: card.querySelector('h2')?.textContent,
      buttons: [...card.querySelectorAll('button')].map((button) => button.textContent),
    })),
  };
}

describe('the documents of an order', () => {
  it('lists the seller’s and the marketplace’s documents together, each with its PDF', async () => {
    const order = confirmedOrder([orderLine({ id: 1 })], {
      order_status: 'canceled',
      invoice: { number: 'MD/2627/000004', date: '2026-12-01' },
      credit_note: { number: 'CN/2627/000001', date: '2026-12-03' },
      platform_invoice: { number: 'MP/2627/000010', date: '2026-11-30' },
      platform_credit_note: { number: 'MPCN/2627/000002', date: '2026-12-03' },
    });
    const { heading, cards } = await documentsOf(order);
    expect(heading).toBe('Documents');
    expect(cards).toEqual([
      { title: 'Invoice', buttons: ['Download invoice (PDF)', 'Print'] },
      { title: 'Credit note', buttons: ['Download credit note (PDF)'] },
      { title: 'Shipping & platform charge', buttons: ['Download marketplace invoice (PDF)', 'Print'] },
      { title: 'Shipping & platform charge returned', buttons: ['Download marketplace credit note (PDF)'] },
    ]);
  });

  it('shows the marketplace invoice alone on a paid order that has not shipped', async () => {
    const order = confirmedOrder([orderLine({ id: 1 })], {
      platform_invoice: { number: 'MP/2627/000011', date: '2026-12-05' },
    });
    const { cards } = await documentsOf(order);
    expect(cards.map((card) => card.title)).toEqual(['Shipping & platform charge']);
  });
});
