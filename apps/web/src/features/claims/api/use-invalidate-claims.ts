import { useQueryClient } from '@tanstack/react-query';
import { claimsQueryKeys } from './claims-query-keys';

/**
 * After any step a claim may move between lists (an order's, the seller's, the marketplace's): all are read again.
 * Not awaited: the answered claim's buttons leave the page with the new list, and the step's own callbacks (closing
 * its dialog, saying the outcome) must run before that.
 */
export function useInvalidateClaims() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: claimsQueryKeys.all });
  };
}
