import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';

/**
 * Renders into the document body (happy-dom) inside a query client and a router at `route`; updates run as in
 * the browser, so tests wait for what the user would see with `vi.waitFor`.
 */
export function render(ui: ReactNode, { queryClient = testQueryClient(), route = '/' } = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    container,
    queryClient,
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: 0 } } });

/** Types into an input as a user would: React sees a change only through the element's native value setter. */
export function typeInto(input: HTMLInputElement, value: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The input labelled `label` (its label's `for`). */
export function inputLabelled(container: HTMLElement, label: string): HTMLInputElement {
  const match = [...container.querySelectorAll('label')].find((element) => element.textContent?.trim() === label);
  const input = match && container.ownerDocument.getElementById(match.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error(`No input labelled "${label}"`);
  return input;
}

/** The text of the messages an input is described by (hint and error lines). */
export const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => input.ownerDocument.getElementById(id)?.textContent ?? '');
