// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '@marketplace/contract';
import { MemoryStorage, tokenExpiringIn } from '../../../test/memory-storage';
import { render } from '../../../test/render';
import { NotificationBell } from './notification-bell';

let view: ReturnType<typeof render> | undefined;
let unread = 0;
const requested: string[] = [];

beforeEach(() => {
  const storage = new MemoryStorage();
  storage.setItem('accessToken', tokenExpiringIn(600));
  vi.stubGlobal('localStorage', storage);
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      return url.startsWith(apiPaths.notifications)
        ? new Response(JSON.stringify({ count: 7, unread, results: [] }), {
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response('{}', { status: 404 });
    }),
  );
});

afterEach(() => {
  view?.unmount();
  vi.unstubAllGlobals();
});

const bell = (container: HTMLElement) => container.querySelector<HTMLAnchorElement>('a[href="/notifications"]');

describe('the notification bell', () => {
  it('shows the unread count as a badge and says it in its name', async () => {
    unread = 3;
    view = render(<NotificationBell />);
    const { container } = view;
    await vi.waitFor(() => expect(bell(container)?.getAttribute('aria-label')).toBe('Notifications, 3 unread'));
    expect(container.querySelector('[data-testid="notification-badge"]')?.textContent).toBe('3');
    expect(requested).toEqual([`${apiPaths.notifications}?page=1`]);
  });

  it('shows no badge when everything is read', async () => {
    unread = 0;
    view = render(<NotificationBell />);
    const { container } = view;
    await vi.waitFor(() => expect(requested).toHaveLength(1));
    await vi.waitFor(() => expect(bell(container)?.getAttribute('aria-label')).toBe('Notifications'));
    expect(container.querySelector('[data-testid="notification-badge"]')).toBeNull();
  });

  it('caps a large count at 99+', async () => {
    unread = 250;
    view = render(<NotificationBell />);
    const { container } = view;
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="notification-badge"]')?.textContent).toBe('99+'),
    );
    expect(bell(container)?.getAttribute('aria-label')).toBe('Notifications, 250 unread');
  });
});
