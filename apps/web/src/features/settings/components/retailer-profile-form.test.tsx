// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@marketplace/contract';
import { MemoryStorage, tokenExpiringIn } from '../../../test/memory-storage';
import { licensedRetailer, retailerAccount } from '../../../test/profiles';
import { descriptionOf, fieldLabelled, settle, typeInto } from '../../../test/dom';
import { renderInDom } from '../../../test/render';
import { RetailerProfileForm } from './retailer-profile-form';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
let view: Awaited<ReturnType<typeof renderInDom>> | undefined;

beforeEach(() => {
  const storage = new MemoryStorage();
  storage.setItem('accessToken', tokenExpiringIn(600));
  storage.setItem('userType', 'retailer');
  vi.stubGlobal('localStorage', storage);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  view?.unmount();
  vi.unstubAllGlobals();
});

async function submit(container: HTMLElement) {
  await act(async () => {
    container.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle();
}

function sentFields(): Record<string, FormDataEntryValue> {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  expect(url).toBe(apiPaths.updateProfile);
  return Object.fromEntries((init?.body as FormData).entries());
}

describe('licences in the retailer settings', () => {
  it('sends the typed licence through the profile update and shows the server’s field errors beside the boxes', async () => {
    const pinMessage = 'Medicines can only be delivered to a PIN code in your state.';
    fetchMock.mockResolvedValue(
      json(400, { detail: pinMessage, code: 'validation', error: pinMessage, drug_licence_pin: [pinMessage] }),
    );
    view = await renderInDom(<RetailerProfileForm profile={retailerAccount()} />);
    const { container } = view;
    await vi.waitFor(() => fieldLabelled('Drug licence (Form 20) number', container));
    expect(container.textContent).toContain('No licence added');

    await typeInto(fieldLabelled('Drug licence (Form 20) number', container), 'ka-b12-20-123456');
    await typeInto(fieldLabelled('Valid to', container), '2099-03-31');
    await typeInto(fieldLabelled('PIN code of licensed premises', container), '560001');
    await submit(container);

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const fields = sentFields();
    expect(fields).toMatchObject({
      shop_name: 'Rao Medicals',
      drug_licence_20: 'KA-B12-20-123456',
      drug_licence_valid_to: '2099-03-31',
      drug_licence_pin: '560001',
    });
    // Boxes left as stored are not sent, so the server keeps them as they are.
    expect(fields).not.toHaveProperty('drug_licence_21');
    expect(fields).not.toHaveProperty('fssai_licence');

    const pin = fieldLabelled('PIN code of licensed premises', container);
    await vi.waitFor(() => expect(descriptionOf(pin)).toContain(pinMessage));
    expect(pin.getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the licence on the client before sending: a number needs its date and PIN', async () => {
    view = await renderInDom(<RetailerProfileForm profile={retailerAccount()} />);
    const { container } = view;
    await vi.waitFor(() => fieldLabelled('Drug licence (Form 21) number', container));
    await typeInto(fieldLabelled('Drug licence (Form 21) number', container), 'KA-B12-21-123456');
    await submit(container);
    const validTo = fieldLabelled('Valid to', container);
    await vi.waitFor(() => expect(descriptionOf(validTo)).toContain('Enter the date the licence is valid to.'));
    expect(descriptionOf(fieldLabelled('PIN code of licensed premises', container))).toContain(
      'Enter the PIN code of the licensed premises.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends an emptied licence box as empty text, which clears it', async () => {
    fetchMock.mockResolvedValue(json(200, licensedRetailer({ fssai_licence: null })));
    view = await renderInDom(<RetailerProfileForm profile={licensedRetailer({ fssai_licence: '12345678901234' })} />);
    const { container } = view;
    await vi.waitFor(() => fieldLabelled('FSSAI licence number (optional)', container));
    expect(container.textContent).toContain('Approved');
    await typeInto(fieldLabelled('FSSAI licence number (optional)', container), '');
    await submit(container);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentFields()).toMatchObject({ fssai_licence: '' });
    expect(sentFields()).not.toHaveProperty('drug_licence_20');
    await vi.waitFor(() => expect(container.textContent).toContain('Profile updated successfully!'));
  });
});
