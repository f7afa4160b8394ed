import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ledgerPageCount } from '../ledger-month';

interface StatementPagerProps {
  page: number;
  count: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** Previous and Next around "Page X of Y"; hidden when the month fits on one page. */
export function StatementPager({ page, count, pageSize, onPage }: StatementPagerProps) {
  const pages = ledgerPageCount(count, pageSize);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label="Statement pages" className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <p className="text-sm text-neutral-700 tabular-nums">
        Page {page} of {pages}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
