// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryMessages, type OrderDetailsResponse } from '@marketplace/contract';
import { jsonResponse as json, mockApiForEachTest } from '../../../test/mocked-api';
import { buttonNamed, click, descriptionOf, fieldLabelled, pressKey, settle, typeInto } from '../../../test/dom';
import { renderInDom } from '../../../test/render';
import { confirmedOrder, orderLine } from '../../../test/orders';
import { DELIVERY_CODE_ADVICE, DeliveryPanel } from './delivery-panel';
import { EditOrderStatusDialog } from './edit-order-status-dialog';

const shippedForRetailer = confirmedOrder([orderLine({ id: 1 })], {
  order_status: 'shipped',
  can_edit_status: false,
  delivery_code: '048213',
  can_confirm_receipt: true,
});

const { fetchMock } = mockApiForEachTest();
let unmount = () => {};

afterEach(() => unmount());

async function show(ui: ReactNode) {
  const view = await renderInDom(ui);
  unmount = view.unmount;
}

const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? null;

describe('delivery on the retailer’s order page', () => {
  it('shows the delivery code with the advice while the order is shipped', async () => {
    await show(<DeliveryPanel order={shippedForRetailer} />);
    expect(document.body.textContent).toContain('048213');
    expect(document.body.textContent).toContain(DELIVERY_CODE_ADVICE);
    expect(buttonNamed('I have received this order')).toBeDefined();
  });

  it('shows nothing to a wholesaler of a shipped order (the server sends no code)', async () => {
    await show(<DeliveryPanel order={{ ...shippedForRetailer, delivery_code: null, can_confirm_receipt: false }} />);
    expect(document.body.textContent).toBe('');
  });

  it('“I have received this order” confirms receipt once and reads the order again', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await show(<DeliveryPanel order={shippedForRetailer} />);
    await click(buttonNamed('I have received this order'));
    expect(buttonNamed('I have received this order').disabled).toBe(true);
    answer(
      json(200, { id: 4101, order_status: 'delivered', order_status_description: '', delivery_proof: 'retailer' }),
    );
    await settle();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/orders/4101/received/');
    expect(init.method).toBe('POST');
    expect(buttonNamed('I have received this order').disabled).toBe(false);
    expect(alertText()).toBeNull();
  });

  it('says why a confirmation was refused', async () => {
    const refusal = deliveryMessages.receiptNotShipped('delivered');
    fetchMock.mockResolvedValue(json(409, { detail: refusal, code: 'conflict' }));
    await show(<DeliveryPanel order={shippedForRetailer} />);
    await click(buttonNamed('I have received this order'));
    await settle();
    expect(alertText()).toContain('The receipt could not be confirmed.');
    expect(alertText()).toContain(refusal);
  });

  it('after delivery shows when, how it was proven and until when claims are possible', async () => {
    const delivered: OrderDetailsResponse = {
      ...shippedForRetailer,
      order_status: 'delivered',
      delivery_code: null,
      can_confirm_receipt: false,
      delivered_at: '2026-11-24T06:00:00.000Z',
      delivery_proof: 'code',
      claim_window_ends_at: '2026-12-01T06:00:00.000Z',
    };
    await show(<DeliveryPanel order={delivered} />);
    const text = document.body.textContent;
    expect(text).toContain('Delivered on');
    expect(text).toContain('November 24, 2026');
    expect(text).toContain('Confirmed with the delivery code');
    expect(text).toContain('Claims possible until December 1, 2026');
    expect(text).not.toContain('I have received this order');
  });
});

describe('the wholesaler marks a shipped order delivered', () => {
  const shipped = confirmedOrder([orderLine({ id: 1 })], { order_status: 'shipped' });

  async function chooseDelivered(order: OrderDetailsResponse) {
    await show(<EditOrderStatusDialog order={order} />);
    await click(buttonNamed('Edit Order Status'));
    const trigger = fieldLabelled('Order Status');
    trigger.focus();
    await pressKey(trigger, 'Enter');
    const option = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find(
      (each) => each.textContent === 'delivered',
    );
    await pressKey(option!, 'Enter');
  }

  const codeInput = () => fieldLabelled('Delivery code') as HTMLInputElement;
  const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init.body)) as unknown);

  it('offers an optional delivery code and sends it with the status', async () => {
    fetchMock.mockResolvedValue(
      json(200, { id: 4101, order_status: 'delivered', order_status_description: '', delivery_proof: 'code' }),
    );
    await chooseDelivered(shipped);
    await typeInto(codeInput(), '048213');
    await click(buttonNamed('Save Changes'));
    await settle();
    expect(sentBodies()).toEqual([{ status: 'delivered', description: '', delivery_code: '048213' }]);
  });

  it('sends no code when the field is left empty', async () => {
    fetchMock.mockResolvedValue(
      json(200, { id: 4101, order_status: 'delivered', order_status_description: '', delivery_proof: 'seller' }),
    );
    await chooseDelivered(shipped);
    await click(buttonNamed('Save Changes'));
    await settle();
    expect(sentBodies()).toEqual([{ status: 'delivered', description: '' }]);
  });

  it('checks the code is 6 digits before sending', async () => {
    await chooseDelivered(shipped);
    await typeInto(codeInput(), '12a4');
    await click(buttonNamed('Save Changes'));
    await settle();
    expect(descriptionOf(codeInput())).toContain(deliveryMessages.codeFormat);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a wrong code’s refusal on the field and keeps the dialog open', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        delivery_code: [deliveryMessages.codeWrong],
        detail: deliveryMessages.codeWrong,
        code: 'validation',
      }),
    );
    await chooseDelivered(shipped);
    await typeInto(codeInput(), '111111');
    await click(buttonNamed('Save Changes'));
    await settle();
    expect(descriptionOf(codeInput())).toContain(deliveryMessages.codeWrong);
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it('shows the lock-out after too many wrong codes on the field', async () => {
    const locked = deliveryMessages.codeLocked(15);
    fetchMock.mockResolvedValue(json(429, { detail: locked, code: 'rate_limited' }));
    await chooseDelivered(shipped);
    await typeInto(codeInput(), '222222');
    await click(buttonNamed('Save Changes'));
    await settle();
    expect(descriptionOf(codeInput())).toContain(locked);
  });

  it('asks no code for a confirmed order delivered straight away: it has none', async () => {
    await chooseDelivered(confirmedOrder([orderLine({ id: 1 })]));
    expect(() => codeInput()).toThrow();
  });
});
