// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderInDom } from '../../../test/render';
import { ReorderSummary } from './reorder-summary';

let unmount = () => {};
afterEach(() => unmount());

async function summaryText(summary: Parameters<typeof ReorderSummary>[0]['summary']) {
  const view = await renderInDom(createElement(ReorderSummary, { orderId: 42, summary }));
  unmount = view.unmount;
  return view.container.querySelector('[role="alert"]');
}

describe('the buy-again summary', () => {
  it('names what went in, what changed and what was left out, each with its reason', async () => {
    const alert = await summaryText({
      added: [{ product_id: 1, quantity: 3 }],
      adjusted: [
        {
          product_id: 2,
          name: 'Glucose Biscuits',
          quantity: 96,
          reason: 'Glucose Biscuits is sold in multiples of 24.',
        },
      ],
      skipped: [{ product_id: 3, name: 'Carbon Paper', reason: 'Carbon Paper is no longer sold.' }],
    });
    expect(alert?.getAttribute('aria-label')).toBe('Buy again from order #42');
    expect(alert?.textContent).toContain('Added 2 products from order #42 to your cart.');
    expect(alert?.textContent).toContain('1 product added as ordered.');
    expect(alert?.textContent).toContain(
      'Glucose Biscuits: 96 units added. Glucose Biscuits is sold in multiples of 24.',
    );
    expect(alert?.textContent).toContain('Carbon Paper: Carbon Paper is no longer sold.');
  });

  it('says plainly when nothing could be added', async () => {
    const alert = await summaryText({
      added: [],
      adjusted: [],
      skipped: [{ product_id: 3, name: 'Blue Pen Box', reason: 'Blue Pen Box is out of stock.' }],
    });
    expect(alert?.textContent).toContain('Nothing from order #42 could be added to your cart.');
    expect(alert?.textContent).toContain('Blue Pen Box: Blue Pen Box is out of stock.');
  });
});
