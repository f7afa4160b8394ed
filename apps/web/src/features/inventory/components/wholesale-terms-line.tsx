import type { WholesaleTerms } from '@marketplace/contract';
import { wholesaleTermsSummary } from '../wholesale-terms-summary';

/** `MOQ 48 · Case 24` under a product's name, read out in words; nothing for a product sold in single units. */
export function WholesaleTermsLine({
  terms,
}: {
  terms: Pick<WholesaleTerms, 'min_order_quantity' | 'order_multiple'>;
}) {
  const summary = wholesaleTermsSummary(terms);
  if (!summary) return null;
  return (
    <span className="text-xs font-medium text-neutral-700 tabular-nums">
      <span aria-hidden="true">{summary.short}</span>
      <span className="sr-only">{summary.spoken}</span>
    </span>
  );
}
