// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { confirmedOrder, orderLine } from '../../../test/orders';
import { renderInDom } from '../../../test/render';
import { OrderTimeline } from './order-timeline';

let unmount = () => {};
afterEach(() => unmount());

async function renderTimeline(order: ReturnType<typeof confirmedOrder>) {
  const view = await renderInDom(createElement(OrderTimeline, { order }));
  unmount = view.unmount;
  return view.container;
}

describe('the order timeline', () => {
  it('lists every event oldest first with its label, description and India time, and marks the latest', async () => {
    const order = confirmedOrder([orderLine({ id: 1 })], {
      order_status: 'shipped',
      events: [
        { status: 'pending', description: 'Order placed', at: '2026-11-20T06:30:00.000Z' },
        { status: 'confirmed', description: 'Payment received', at: '2026-11-20T06:32:00.000Z' },
        { status: 'shipped', description: 'BlueDart AWB 77', at: '2026-11-21T10:15:00.000Z' },
      ],
    });
    const container = await renderTimeline(order);
    expect(container.querySelector('[role="region"]')?.textContent).toContain('Order timeline');
    const items = [...container.querySelectorAll('ol li')].map((item) => item.textContent);
    expect(items).toEqual([
      'PlacedOrder placed20 Nov 2026, 12:00 pm',
      'PaidPayment received20 Nov 2026, 12:02 pm',
      'Shipped (latest)BlueDart AWB 7721 Nov 2026, 3:45 pm',
    ]);
    expect(container.querySelectorAll('time')[2]?.getAttribute('dateTime')).toBe('2026-11-21T10:15:00.000Z');
  });

  it('shows nothing for an order without recorded events', async () => {
    const container = await renderTimeline(confirmedOrder([orderLine({ id: 1 })], { events: [] }));
    expect(container.textContent).toBe('');
  });
});
