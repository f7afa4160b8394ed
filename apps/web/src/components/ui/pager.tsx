import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

interface PagerProps {
  /** Names the navigation for screen readers: `Inventory pages`. */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous and Next around "Page X of Y"; hidden when everything fits on one page. */
export function Pager({ label, page, pages, onPage }: PagerProps) {
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
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
