// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimMessages, type DeliveryProof } from '@marketplace/contract';
import { jsonResponse as json, mockApiForEachTest } from '../../../test/mocked-api';
import { buttonNamed, click, descriptionOf, fieldLabelled, settle, typeInto } from '../../../test/dom';
import { renderInDom } from '../../../test/render';
import { openClaim } from '../test/claim-fixture';
import { orderLine } from '../test/delivered-order';
import { ReportProblemForm } from './report-problem-form';

/** 12 units delivered of which 10 were claimed before; 5 of which all were. */
const lines = [orderLine(1, 12), orderLine(2, 5)];
const claimable = new Map([
  [1, 2],
  [2, 0],
]);

const { fetchMock } = mockApiForEachTest();
const onFiled = vi.fn();
let unmount = () => {};
afterEach(() => {
  unmount();
  onFiled.mockReset();
});

async function showForm(deliveryProof: DeliveryProof = 'seller') {
  const view = await renderInDom(
    <ReportProblemForm
      orderId={4101}
      deliveryProof={deliveryProof}
      lines={lines}
      claimable={claimable}
      onFiled={onFiled}
      onCancel={() => {}}
    />,
  );
  unmount = view.unmount;
}

const unitsBox = (product: string) => document.querySelector<HTMLInputElement>(`[aria-label="Units of ${product}"]`)!;
const more = (product: string) => document.querySelector<HTMLButtonElement>(`[aria-label="More units of ${product}"]`)!;
const typeChoice = (label: string) =>
  [...document.querySelectorAll('label')].find((each) => each.textContent?.startsWith(label))!.querySelector('input')!;
const photoInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const fieldset = (legend: string) =>
  [...document.querySelectorAll('fieldset')].find((each) => each.querySelector('legend')?.textContent === legend)!;

async function choosePhoto(file: File) {
  const input = photoInput();
  // What the browser does once a file is chosen in its picker.
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => input.dispatchEvent(new Event('change', { bubbles: true })));
}

describe('reporting a problem with a delivered order', () => {
  it('caps each line at the units not claimed yet', async () => {
    await showForm();
    for (let press = 0; press < 3; press += 1) await click(more('Product 1'));
    expect(unitsBox('Product 1').value).toBe('2');
    expect(more('Product 1').disabled).toBe(true);
    await typeInto(unitsBox('Product 1'), '9');
    expect(unitsBox('Product 1').value).toBe('2');
    expect(unitsBox('Product 2').disabled).toBe(true);
    expect(descriptionOf(unitsBox('Product 2'))).toContain('Every delivered unit is already claimed');
    expect(descriptionOf(unitsBox('Product 1'))).toContain('2 of 12 delivered units can be claimed.');
  });

  it('asks for a photo of damaged goods before sending', async () => {
    await showForm();
    await click(typeChoice('Damaged goods'));
    await click(more('Product 1'));
    await typeInto(fieldLabelled('Description'), 'The carton was crushed.');
    await click(buttonNamed('Report the problem'));
    await settle();
    expect(descriptionOf(photoInput())).toContain(claimMessages.photosRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks which units, and what happened, before sending', async () => {
    await showForm();
    await click(buttonNamed('Report the problem'));
    await settle();
    expect(fieldset('Items and units').textContent).toContain(claimMessages.itemsRequired);
    expect(descriptionOf(fieldLabelled('Description'))).toContain(claimMessages.descriptionRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the photos with the claim as multipart', async () => {
    fetchMock.mockResolvedValue(json(201, openClaim({ type: 'damaged' })));
    await showForm();
    await click(typeChoice('Damaged goods'));
    await click(more('Product 1'));
    await choosePhoto(new File(['jpeg bytes'], 'carton.jpg', { type: 'image/jpeg' }));
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('Photo 1: carton.jpg');
    await typeInto(fieldLabelled('Description'), '  The carton was crushed.  ');
    await click(buttonNamed('Report the problem'));
    await settle();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/orders/4101/claims/');
    const body = init.body as FormData;
    expect(body.get('type')).toBe('damaged');
    expect(body.get('description')).toBe('The carton was crushed.');
    expect(JSON.parse(String(body.get('items')))).toEqual([{ id: 1, quantity: 1 }]);
    expect((body.getAll('photos') as File[]).map((file) => file.name)).toEqual(['carton.jpg']);
    expect(onFiled).toHaveBeenCalledOnce();
  });

  it('refuses a file that is no picture and lets a chosen photo be removed', async () => {
    await showForm();
    await choosePhoto(new File(['%PDF'], 'bill.pdf', { type: 'application/pdf' }));
    expect(document.body.textContent).toContain('bill.pdf is not a JPEG, PNG or WebP image.');
    await choosePhoto(new File(['png'], 'label.png', { type: 'image/png' }));
    expect(document.body.textContent).toContain('1 of 4 photos chosen');
    await click(document.querySelector<HTMLButtonElement>('[aria-label="Remove photo 1 (label.png)"]')!);
    expect(document.body.textContent).toContain('0 of 4 photos chosen');
    expect(document.querySelector('img')).toBeNull();
  });

  it('sends JSON without photos, and a whole order not received may name no line', async () => {
    fetchMock.mockResolvedValue(json(201, openClaim({ type: 'not_received', items: [] })));
    await showForm();
    await click(typeChoice('Order not received'));
    await typeInto(fieldLabelled('Description'), 'Nothing came.');
    await click(buttonNamed('Report the problem'));
    await settle();
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init.body))).toEqual({ type: 'not_received', description: 'Nothing came.', items: [] });
  });

  it('offers no “not received” for a delivery the retailer confirmed, and says why', async () => {
    await showForm('code');
    expect(typeChoice('Order not received').disabled).toBe(true);
    expect(descriptionOf(typeChoice('Order not received'))).toBe(claimMessages.confirmedWithCode);
    expect(typeChoice('Damaged goods').disabled).toBe(false);
  });

  it('shows the server’s refusals next to the part at fault', async () => {
    const overClaimed = claimMessages.overClaimed('Product 1', 1);
    fetchMock.mockResolvedValue(
      json(400, {
        detail: 'Please correct the errors below.',
        code: 'validation',
        items: [overClaimed],
        description: [claimMessages.descriptionTooLong],
      }),
    );
    await showForm();
    await click(more('Product 1'));
    await click(more('Product 1'));
    await typeInto(fieldLabelled('Description'), 'Two short.');
    await click(buttonNamed('Report the problem'));
    await settle();
    expect(fieldset('Items and units').textContent).toContain(overClaimed);
    expect(descriptionOf(fieldLabelled('Description'))).toContain(claimMessages.descriptionTooLong);
    expect(fieldLabelled('Description').getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('The problem could not be reported.');
    expect(onFiled).not.toHaveBeenCalled();
  });

  it('says a refusal that belongs to no field in the alert', async () => {
    fetchMock.mockResolvedValue(json(400, { detail: claimMessages.confirmedWithCode, code: 'validation' }));
    await showForm();
    await click(typeChoice('Order not received'));
    await typeInto(fieldLabelled('Description'), 'Nothing came.');
    await click(buttonNamed('Report the problem'));
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(claimMessages.confirmedWithCode);
  });
});
