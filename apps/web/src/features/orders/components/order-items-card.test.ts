// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { confirmedOrder, orderLine } from '../../../test/orders';
import { renderInDom } from '../../../test/render';
import { OrderItemsCard } from './order-items-card';

let unmount = () => {};
afterEach(() => unmount());

/** The text under each product name, in the table that wide screens and print show. */
async function tableRows(order: ReturnType<typeof confirmedOrder>) {
  const view = await renderInDom(createElement(OrderItemsCard, { order }));
  unmount = view.unmount;
  return [...view.container.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent);
}

describe('order items on the order page', () => {
  it('shows the batch and expiry of each shipped medicine or food line under its name', async () => {
    const order = confirmedOrder(
      [
        orderLine({
          id: 1,
          regulation: 'drug',
          product: { id: 11, name: 'Paracetamol 500 mg' },
          batch_no: 'PCM-2409',
          expiry_date: '2027-03-31',
        }),
        orderLine({ id: 2, product: { id: 12, name: 'Crepe Bandage' } }),
      ],
      { order_status: 'shipped' },
    );
    expect(await tableRows(order)).toEqual(['Paracetamol 500 mgBatch PCM-2409 · Expiry 31 Mar 2027', 'Crepe Bandage']);
    // Phones read the same line in the list that replaces the table.
    const phoneLine = document.querySelector('ul li');
    expect(phoneLine?.textContent).toContain('Batch PCM-2409 · Expiry 31 Mar 2027');
  });

  it('adds nothing to medicine and food lines that have not shipped yet', async () => {
    const order = confirmedOrder([
      orderLine({ id: 1, regulation: 'drug', product: { id: 11, name: 'Paracetamol 500 mg' } }),
      orderLine({ id: 2, regulation: 'food', product: { id: 12, name: 'Marie Biscuits' } }),
    ]);
    expect(await tableRows(order)).toEqual(['Paracetamol 500 mg', 'Marie Biscuits']);
    expect(document.body.textContent).not.toContain('Batch');
  });
});
