// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { regulationMessages, type OrderDetailsResponse } from '@marketplace/contract';
import { tokenExpiringIn } from '../../../test/memory-storage';
import { confirmedOrder, orderLine } from '../../../test/orders';
import { buttonNamed, click, descriptionOf, fieldLabelled, pressKey, settle, typeInto } from '../../../test/dom';
import { renderInDom } from '../../../test/render';
import { EditOrderStatusDialog } from './edit-order-status-dialog';

const paracetamol = orderLine({ id: 51, regulation: 'drug', product: { id: 11, name: 'Paracetamol 500 mg' } });
const biscuits = orderLine({ id: 52, regulation: 'food', product: { id: 12, name: 'Marie Biscuits' } });
const bandage = orderLine({ id: 53, product: { id: 13, name: 'Crepe Bandage' } });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let unmount = () => {};

beforeEach(() => {
  // 24 Nov 2026, 11:30 in India: 90 days later is 22 Feb 2027.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T06:00:00.000Z'));
  localStorage.setItem('accessToken', tokenExpiringIn(3600));
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  unmount();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function openDialog(order: OrderDetailsResponse) {
  const view = await renderInDom(createElement(EditOrderStatusDialog, { order }));
  unmount = view.unmount;
  await click(buttonNamed('Edit Order Status'));
}

/** Opens the status list from the keyboard and picks a status, as a keyboard user would. */
async function chooseStatus(status: string) {
  const trigger = fieldLabelled('Order Status');
  trigger.focus();
  await pressKey(trigger, 'Enter');
  const option = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find(
    (each) => each.textContent === status,
  );
  if (!option) throw new Error(`No status option "${status}"`);
  await pressKey(option, 'Enter');
}

const batchInput = (name: string) => fieldLabelled(`Batch number of ${name}`) as HTMLInputElement;
const expiryInput = (name: string) => fieldLabelled(`Expiry date of ${name}`) as HTMLInputElement;
const dialogOpen = () => document.querySelector('[role="dialog"]') !== null;
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init.body)) as unknown);

async function save() {
  await click(buttonNamed('Save Changes'));
  await settle();
}

describe('shipping an order with medicines or food', () => {
  it('asks for batch and expiry only for regulated lines that do not have them yet', async () => {
    const storedBiscuits = { ...biscuits, batch_no: 'MB-7', expiry_date: '2027-05-01' };
    await openDialog(confirmedOrder([paracetamol, storedBiscuits, bandage]));
    expect(document.body.textContent).not.toContain('Batch number');

    await chooseStatus('shipped');
    expect(batchInput('Paracetamol 500 mg').type).toBe('text');
    expect(expiryInput('Paracetamol 500 mg').type).toBe('date');
    expect(() => batchInput('Marie Biscuits')).toThrow();
    expect(() => batchInput('Crepe Bandage')).toThrow();

    // Choosing a status that does not ship the goods hides them again.
    await chooseStatus('confirmed');
    expect(document.body.textContent).not.toContain('Batch number');
  });

  it('also asks when the order goes straight to delivered', async () => {
    await openDialog(confirmedOrder([biscuits]));
    await chooseStatus('delivered');
    expect(batchInput('Marie Biscuits')).toBeDefined();
  });

  it('names each missing entry next to its input and sends nothing', async () => {
    await openDialog(confirmedOrder([paracetamol, biscuits]));
    await chooseStatus('shipped');
    await typeInto(batchInput('Marie Biscuits'), 'MB-7');
    await save();

    const batch = batchInput('Paracetamol 500 mg');
    expect(batch.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(batch)).toBe(regulationMessages.batchRequired('Paracetamol 500 mg'));
    expect(descriptionOf(expiryInput('Paracetamol 500 mg'))).toBe(
      regulationMessages.expiryRequired('Paracetamol 500 mg'),
    );
    expect(descriptionOf(expiryInput('Marie Biscuits'))).toBe(regulationMessages.expiryRequired('Marie Biscuits'));
    expect(batchInput('Marie Biscuits').hasAttribute('aria-invalid')).toBe(false);
    // The first input at fault takes the focus, so a keyboard user lands on it.
    expect(document.activeElement).toBe(batch);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a medicine expiring in under 90 days with the contract’s message', async () => {
    await openDialog(confirmedOrder([paracetamol]));
    await chooseStatus('shipped');
    await typeInto(batchInput('Paracetamol 500 mg'), 'PCM-2409');
    await typeInto(expiryInput('Paracetamol 500 mg'), '2027-02-21');
    await save();

    const expiry = expiryInput('Paracetamol 500 mg');
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(expiry)).toBe(regulationMessages.drugShelfLife('Paracetamol 500 mg', '2027-02-21'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(dialogOpen()).toBe(true);
  });

  it('sends each line’s batch and expiry with the new status, then closes', async () => {
    fetchMock.mockResolvedValue(
      json(200, { id: 4101, order_status: 'shipped', order_status_description: 'BlueDart AWB 88' }),
    );
    await openDialog(confirmedOrder([paracetamol, bandage, biscuits]));
    await chooseStatus('shipped');
    await typeInto(batchInput('Paracetamol 500 mg'), ' PCM-2409 ');
    await typeInto(expiryInput('Paracetamol 500 mg'), '2027-02-22');
    await typeInto(batchInput('Marie Biscuits'), 'MB-7');
    await typeInto(expiryInput('Marie Biscuits'), '2026-11-24');
    await typeInto(fieldLabelled('Status Description'), 'BlueDart AWB 88');
    await save();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/orders/4101/status/');
    expect(init.method).toBe('PATCH');
    expect(sentBodies()[0]).toEqual({
      status: 'shipped',
      description: 'BlueDart AWB 88',
      items: [
        { id: 51, batch_no: 'PCM-2409', expiry_date: '2027-02-22' },
        { id: 52, batch_no: 'MB-7', expiry_date: '2026-11-24' },
      ],
    });
    expect(dialogOpen()).toBe(false);
  });

  it('sends no items for a status that does not ship the goods', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 4101, order_status: 'canceled', order_status_description: '' }));
    await openDialog(confirmedOrder([paracetamol]));
    await chooseStatus('canceled');
    await save();
    expect(sentBodies()).toEqual([{ status: 'canceled', description: '' }]);
  });

  it('shows the server’s refusal next to the input at fault and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        detail: 'Some items cannot ship.',
        code: 'validation',
        error: 'Some items cannot ship.',
        'items.0.expiry_date': ['Paracetamol 500 mg expires on 2027-03-01: too soon.'],
        items: ['Crocin Cold & Flu has no batch number.'],
      }),
    );
    await openDialog(confirmedOrder([paracetamol]));
    await chooseStatus('shipped');
    await typeInto(batchInput('Paracetamol 500 mg'), 'PCM-2409');
    await typeInto(expiryInput('Paracetamol 500 mg'), '2027-06-30');
    await save();

    expect(dialogOpen()).toBe(true);
    const alert = document.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain('Some items cannot ship.');
    expect(alert?.textContent).toContain('Crocin Cold & Flu has no batch number.');
    const expiry = expiryInput('Paracetamol 500 mg');
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(expiry)).toBe('Paracetamol 500 mg expires on 2027-03-01: too soon.');
    expect(expiry.value).toBe('2027-06-30');
    expect(batchInput('Paracetamol 500 mg').value).toBe('PCM-2409');
  });
});

describe('the statuses offered move forward only (issue 52)', () => {
  async function offeredStatuses(order: OrderDetailsResponse) {
    await openDialog(order);
    const trigger = fieldLabelled('Order Status');
    trigger.focus();
    await pressKey(trigger, 'Enter');
    return [...document.querySelectorAll<HTMLElement>('[role="option"]')].map((option) => option.textContent);
  }

  it('a confirmed order may ship, be delivered or be canceled', async () => {
    expect(await offeredStatuses(confirmedOrder([bandage]))).toEqual(['confirmed', 'shipped', 'delivered', 'canceled']);
  });

  it('a shipped order cannot go back to confirmed', async () => {
    expect(await offeredStatuses(confirmedOrder([bandage], { order_status: 'shipped' }))).toEqual([
      'shipped',
      'delivered',
      'canceled',
    ]);
  });

  it('a delivered order keeps its status: only its description can change', async () => {
    expect(await offeredStatuses(confirmedOrder([bandage], { order_status: 'delivered' }))).toEqual(['delivered']);
  });
});

describe('canceling a shipped order asks whether the goods came back saleable (issue 53)', () => {
  const RESTOCK = 'The goods came back in saleable condition: put them back in stock';
  const restockBox = () => fieldLabelled(RESTOCK) as HTMLInputElement;
  const canceled = () => json(200, { id: 4101, order_status: 'canceled', order_status_description: '' });

  it('shows the question, unticked, only when a shipped order is canceled', async () => {
    await openDialog(confirmedOrder([bandage], { order_status: 'shipped' }));
    expect(() => restockBox()).toThrow();
    await chooseStatus('canceled');
    expect(restockBox().type).toBe('checkbox');
    expect(restockBox().checked).toBe(false);
    await chooseStatus('delivered');
    expect(() => restockBox()).toThrow();
  });

  it('sends restock false when left unticked, and true when ticked', async () => {
    fetchMock.mockResolvedValue(canceled());
    await openDialog(confirmedOrder([bandage], { order_status: 'shipped' }));
    await chooseStatus('canceled');
    await save();
    unmount();
    await openDialog(confirmedOrder([bandage], { order_status: 'shipped' }));
    await chooseStatus('canceled');
    await click(restockBox());
    await save();
    expect(sentBodies()).toEqual([
      { status: 'canceled', description: '', restock: false },
      { status: 'canceled', description: '', restock: true },
    ]);
  });

  it('does not ask when an order that never shipped is canceled', async () => {
    await openDialog(confirmedOrder([bandage]));
    await chooseStatus('canceled');
    expect(() => restockBox()).toThrow();
  });
});
