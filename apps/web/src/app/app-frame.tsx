import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { DeferredToaster } from '../components/ui/deferred-toaster';

/**
 * What surrounds the pages, in the browser as on the server. Both must build the same tree: React numbers
 * the elements' ids (a tab and its panel, a field and its label) by their place in it.
 */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
