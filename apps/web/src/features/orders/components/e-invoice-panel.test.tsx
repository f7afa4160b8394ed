// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eInvoiceMessages, type OrderEInvoice } from '@marketplace/contract';
import { jsonResponse as json, mockApiForEachTest } from '../../../test/mocked-api';
import { buttonNamed, click, descriptionOf, fieldLabelled, pressKey, settle, typeInto } from '../../../test/dom';
import { renderInDom } from '../../../test/render';
import { confirmedOrder, orderLine } from '../../../test/orders';
import { EditOrderStatusDialog } from './edit-order-status-dialog';
import { EInvoicePanel } from './e-invoice-panel';

const IRN = '706daeccda0ef6f818da78f3a2a05a1288731057373002289b46c3229289a2e7';

const notReported = (reportBy: string | null = '2026-12-20'): OrderEInvoice => ({
  required: true,
  irn: null,
  ack_no: null,
  ack_date: null,
  report_by: reportBy,
  credit_note: null,
});

const { fetchMock } = mockApiForEachTest();
let unmount = () => {};

beforeEach(() => {
  // 24 Nov 2026, 11:30 in India.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T06:00:00.000Z'));
});

afterEach(() => {
  unmount();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

async function showPanel(eInvoice: OrderEInvoice) {
  const view = await renderInDom(<EInvoicePanel orderId={4101} eInvoice={eInvoice} />);
  unmount = view.unmount;
}

const warning = () => document.querySelector('[role="alert"]')?.textContent ?? null;
const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init.body)) as unknown);

describe('the e-invoice panel of an order page', () => {
  it('warns a week before the last day to report, and after it, until the IRN is recorded', async () => {
    await showPanel(notReported('2026-12-20'));
    expect(warning()).toBeNull();
    unmount();

    await showPanel(notReported('2026-12-01'));
    expect(warning()).toBe(eInvoiceMessages.reportBy('1 Dec 2026'));
    expect(warning()).toContain('Rs. 10 crore or more cannot report it after 30 days');
    unmount();

    await showPanel(notReported('2026-11-20'));
    expect(warning()).toBe(eInvoiceMessages.reportBy('20 Nov 2026'));
    unmount();

    await showPanel({
      ...notReported('2026-11-20'),
      irn: IRN,
      ack_no: '232210036743849',
      ack_date: '2026-11-19T08:35:00Z',
    });
    expect(warning()).toBeNull();
    expect(document.body.textContent).toContain(IRN);
    expect(document.body.textContent).toContain('232210036743849');
    expect(document.body.textContent).toContain('19 Nov 2026, 2:05 pm');
    expect(() => buttonNamed('Record IRN')).toThrow();
  });

  it('warns of an unreported credit note as of its own last day, beside a reported invoice', async () => {
    await showPanel({
      ...notReported('2026-11-20'),
      irn: IRN,
      ack_no: '232210036743849',
      ack_date: '2026-11-19T08:35:00Z',
      credit_note: { irn: null, ack_no: null, ack_date: null, report_by: '2026-11-28' },
    });
    expect(warning()).toBe(eInvoiceMessages.reportBy('28 Nov 2026', 'credit note'));
  });

  it('downloads the e-invoice JSON with the seller’s token, named after the invoice', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:e-invoice');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fetchMock.mockResolvedValue(json(200, { Version: '1.1', DocDtls: { Typ: 'INV', No: 'SKS/2627/000042' } }));
    await showPanel(notReported(null));
    await click(buttonNamed('Download e-invoice JSON'));
    await settle();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/orders/4101/e-invoice.json?document=invoice');
    expect(new Headers(init.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(saved).toEqual(['e-invoice-SKS-2627-000042.json']);
  });

  it('checks the portal’s answer field by field before sending it, then sends it for the invoice', async () => {
    await showPanel(notReported());
    await typeInto(fieldLabelled('IRN'), 'abc');
    await typeInto(fieldLabelled('Ack Date'), '30/11/2026');
    await click(buttonNamed('Record IRN'));
    await settle();
    expect(descriptionOf(fieldLabelled('IRN'))).toContain(eInvoiceMessages.irn);
    expect(descriptionOf(fieldLabelled('Ack No.'))).toContain(eInvoiceMessages.ackNo);
    expect(descriptionOf(fieldLabelled('Ack Date'))).toContain(eInvoiceMessages.ackDate);
    expect(descriptionOf(fieldLabelled('Signed QR code'))).toContain(eInvoiceMessages.signedQr);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(json(409, { detail: eInvoiceMessages.irnTaken, code: 'conflict' }));
    await typeInto(fieldLabelled('IRN'), IRN.toUpperCase());
    await typeInto(fieldLabelled('Ack No.'), '232210036743849');
    await typeInto(fieldLabelled('Ack Date'), '2026-11-24 10:05:00');
    await typeInto(fieldLabelled('Signed QR code'), 'eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoie319.c2lnbmF0dXJl');
    await click(buttonNamed('Record IRN'));
    await settle();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/orders/4101/e-invoice/');
    expect(init.method).toBe('PUT');
    expect(sentBodies()[0]).toEqual({
      document: 'invoice',
      irn: IRN,
      ack_no: '232210036743849',
      ack_date: '2026-11-24T04:35:00.000Z',
      signed_qr: 'eyJhbGciOiJSUzI1NiJ9.eyJkYXRhIjoie319.c2lnbmF0dXJl',
    });
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(eInvoiceMessages.irnTaken);
    expect((fieldLabelled('IRN') as HTMLInputElement).value).toBe(IRN.toUpperCase());
  });

  it('reports a credit note on its own, with the invoice’s answer already recorded', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await showPanel({
      ...notReported(),
      irn: IRN,
      ack_no: '1',
      ack_date: '2026-11-19T08:35:00Z',
      credit_note: { irn: null, ack_no: null, ack_date: null, report_by: '2026-12-24' },
    });
    expect(document.querySelectorAll('form')).toHaveLength(1);
    await click(buttonNamed('Download e-invoice JSON'));
    await settle();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/orders/4101/e-invoice.json?document=credit_note');
  });
});

describe('shipping an e-invoicing order before its IRN is recorded', () => {
  it('shows the server’s refusal in the status dialog', async () => {
    fetchMock.mockResolvedValue(json(400, { detail: eInvoiceMessages.shipWithoutIrn, code: 'validation' }));
    const view = await renderInDom(<EditOrderStatusDialog order={confirmedOrder([orderLine({ id: 1 })])} />);
    unmount = view.unmount;
    await click(buttonNamed('Edit Order Status'));
    const trigger = fieldLabelled('Order Status');
    trigger.focus();
    await pressKey(trigger, 'Enter');
    const shipped = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find(
      (option) => option.textContent === 'shipped',
    );
    await pressKey(shipped!, 'Enter');
    await click(buttonNamed('Save Changes'));
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(eInvoiceMessages.shipWithoutIrn);
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  });
});
