import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: 0 } } });

function mount(ui: ReactNode, queryClient: QueryClient, route: string) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const tree = (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>
  );
  return { container, root, tree };
}

/**
 * Renders into the document body (happy-dom) inside a query client and a router at `route`; updates run as in
 * the browser, so tests wait for what the user would see with `vi.waitFor`.
 */
export function render(ui: ReactNode, { queryClient = testQueryClient(), route = '/' } = {}) {
  const { container, root, tree } = mount(ui, queryClient, route);
  root.render(tree);
  return {
    container,
    queryClient,
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}

/**
 * Renders as `render` does, but inside React's `act`: effects have run before the promise resolves, and the
 * helpers of `./dom` wrap each interaction the same way. Call `unmount` after the test.
 */
export async function renderInDom(ui: ReactNode, { queryClient = testQueryClient(), route = '/' } = {}) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const { container, root, tree } = mount(ui, queryClient, route);
  await act(async () => root.render(tree));
  return {
    container,
    queryClient,
    unmount() {
      act(() => root.unmount());
      container.remove();
      queryClient.clear();
    },
  };
}
