// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPaths, type Notification, type NotificationsPage } from '@marketplace/contract';
import { buttonNamed, click } from '../../../test/dom';
import { MemoryStorage, tokenExpiringIn } from '../../../test/memory-storage';
import { render } from '../../../test/render';
import { NotificationsPage as Page } from './notifications-page';

let view: ReturnType<typeof render> | undefined;
let pages: Record<number, NotificationsPage | 'error'>;
const posted: unknown[] = [];

const notice = (overrides: Partial<Notification>): Notification => ({
  id: 1,
  kind: 'order_status',
  title: 'Order #5 shipped',
  body: 'Mehta Distributors marked your order #5 as shipped.',
  order_id: 5,
  product_id: null,
  read: false,
  created_at: '2026-11-24T06:30:00.000Z',
  ...overrides,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  const storage = new MemoryStorage();
  storage.setItem('accessToken', tokenExpiringIn(600));
  vi.stubGlobal('localStorage', storage);
  posted.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === apiPaths.notificationsRead) {
        posted.push(JSON.parse(String(init?.body)));
        return json({ unread: 0 });
      }
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      const answer = pages[page];
      if (answer === 'error') return json({ detail: 'The server is busy.', code: 'server_error' }, 500);
      return answer ? json(answer) : json({}, 404);
    }),
  );
});

afterEach(() => {
  view?.unmount();
  vi.unstubAllGlobals();
});

const items = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLLIElement>('[data-testid="notification"]'),
];

describe('the notifications page', () => {
  it('lists notices newest first with their text, time, link and unread marking', async () => {
    pages = {
      1: {
        count: 2,
        unread: 1,
        results: [
          notice({ id: 2 }),
          notice({
            id: 1,
            kind: 'low_stock',
            title: 'Low stock: Basmati Rice',
            body: 'Only 9 left of Basmati Rice.',
            order_id: null,
            product_id: 40,
            read: true,
          }),
        ],
      },
    };
    view = render(<Page />);
    const { container } = view;
    await vi.waitFor(() => expect(items(container)).toHaveLength(2));
    const [first, second] = items(container);
    expect(first!.textContent).toContain('Unread: Order #5 shipped');
    expect(first!.textContent).toContain('Mehta Distributors marked your order #5 as shipped.');
    expect(first!.querySelector('time')?.textContent).toBe('24 Nov 2026, 12:00 pm');
    expect(first!.querySelector('a')?.getAttribute('href')).toBe('/orders_details/5');
    expect(first!.dataset.read).toBe('false');
    expect(second!.textContent).not.toContain('Unread');
    expect(second!.querySelector('a')?.getAttribute('href')).toBe('/inventory?low_stock=1');
    expect(container.textContent).toContain('1 unread');
    expect(container.textContent).not.toContain('Load more');
  });

  it('marks one notice read when it is opened, and all with "Mark all as read"', async () => {
    pages = { 1: { count: 2, unread: 2, results: [notice({ id: 2 }), notice({ id: 1 })] } };
    view = render(<Page />);
    const { container } = view;
    await vi.waitFor(() => expect(items(container)).toHaveLength(2));
    await click(items(container)[1]!.querySelector('a')!);
    await vi.waitFor(() => expect(posted).toEqual([{ ids: [1] }]));
    await click(buttonNamed('Mark all as read'));
    await vi.waitFor(() => expect(posted).toEqual([{ ids: [1] }, { all: true }]));
  });

  it('does not mark a notice that is already read', async () => {
    pages = { 1: { count: 1, unread: 0, results: [notice({ id: 3, read: true })] } };
    view = render(<Page />);
    const { container } = view;
    await vi.waitFor(() => expect(items(container)).toHaveLength(1));
    await click(items(container)[0]!.querySelector('a')!);
    expect(buttonNamed('Mark all as read').disabled).toBe(true);
    expect(posted).toEqual([]);
  });

  it('loads the next page with "Load more"', async () => {
    const many = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => notice({ id: from - index, title: `Notice ${from - index}` }));
    pages = {
      1: { count: 25, unread: 25, results: many(25, 20) },
      2: { count: 25, unread: 25, results: many(5, 5) },
    };
    view = render(<Page />);
    const { container } = view;
    await vi.waitFor(() => expect(items(container)).toHaveLength(20));
    await click(buttonNamed('Load more'));
    await vi.waitFor(() => expect(items(container)).toHaveLength(25));
    expect(items(container).at(-1)!.textContent).toContain('Notice 1');
    expect(container.textContent).not.toContain('Load more');
  });

  it('says so when there is nothing yet', async () => {
    pages = { 1: { count: 0, unread: 0, results: [] } };
    view = render(<Page />);
    const { container } = view;
    await vi.waitFor(() => expect(container.textContent).toContain('No notifications yet.'));
  });

  it('shows the reason and a way to try again when the list cannot be loaded', async () => {
    pages = { 1: 'error' };
    view = render(<Page />);
    const { container } = view;
    await vi.waitFor(() => expect(container.textContent).toContain('We could not load your notifications'));
    expect(container.textContent).toContain('The server is busy.');
    expect(buttonNamed('Try again')).toBeTruthy();
  });
});
