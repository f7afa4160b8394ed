// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@marketplace/contract';
import { buttonNamed, click, fieldLabelled } from '../../../test/dom';
import { MemoryStorage, tokenExpiringIn } from '../../../test/memory-storage';
import { render } from '../../../test/render';
import { EmailPreferencesForm } from './email-preferences-form';

let view: ReturnType<typeof render> | undefined;
let saved: Record<string, boolean>;
let refuse: string | null;
const sent: unknown[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  const storage = new MemoryStorage();
  storage.setItem('accessToken', tokenExpiringIn(600));
  vi.stubGlobal('localStorage', storage);
  sent.length = 0;
  refuse = null;
  saved = { new_order: true, low_stock: true, verification: true, password_changed: true };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url !== apiPaths.notificationPreferences) return json({}, 404);
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { email: Record<string, boolean> };
        sent.push(body);
        if (refuse) return json({ detail: refuse, code: 'validation', error: refuse, email: [refuse] }, 400);
        saved = { ...saved, ...body.email };
      }
      return json({ email: saved });
    }),
  );
});

afterEach(() => {
  view?.unmount();
  vi.unstubAllGlobals();
});

const checkbox = (label: string) => fieldLabelled(label) as HTMLInputElement;

describe('the "E-mail me about" settings', () => {
  it('shows a checkbox per kind the account receives, with its saved choice and the in-app note', async () => {
    saved.low_stock = false;
    view = render(<EmailPreferencesForm />);
    const { container } = view;
    await vi.waitFor(() => expect(container.querySelector('legend')?.textContent).toBe('E-mail me about'));
    expect([...container.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'New paid orders',
      'Stock running low (10 or fewer left)',
      'Account approval or rejection',
      'Password changes',
    ]);
    expect(checkbox('New paid orders').checked).toBe(true);
    expect(checkbox('Stock running low (10 or fewer left)').checked).toBe(false);
    expect(container.textContent).toContain('Notifications in the app (the bell at the top) are always on');
  });

  it('saves the choices and says so', async () => {
    view = render(<EmailPreferencesForm />);
    const { container } = view;
    await vi.waitFor(() => expect(container.querySelectorAll('input[type="checkbox"]')).toHaveLength(4));
    await click(checkbox('New paid orders'));
    await click(buttonNamed('Save e-mail choices'));
    await vi.waitFor(() => expect(container.textContent).toContain('Your e-mail choices are saved.'));
    expect(sent).toEqual([
      { email: { new_order: false, low_stock: true, verification: true, password_changed: true } },
    ]);
    expect(checkbox('New paid orders').checked).toBe(false);
  });

  it('shows the server’s reason when it refuses', async () => {
    refuse = 'Your account does not receive these notices: refund.';
    view = render(<EmailPreferencesForm />);
    const { container } = view;
    await vi.waitFor(() => expect(container.querySelectorAll('input[type="checkbox"]')).toHaveLength(4));
    await click(buttonNamed('Save e-mail choices'));
    await vi.waitFor(() => expect(container.textContent).toContain(refuse!));
  });
});
