import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button, buttonClassName } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { paginationItems } from '../pagination-items';

interface EdgeLinkProps {
  href: string | null;
  label: 'Previous' | 'Next';
  children: ReactNode;
}

/** Previous or Next: a link, or a disabled button on the first or last page. */
function EdgeLink({ href, label, children }: EdgeLinkProps) {
  if (href === null) {
    return (
      <Button variant="outline" disabled aria-label={`${label} page`}>
        {children}
      </Button>
    );
  }
  return (
    <Link to={href} aria-label={`${label} page`} className={buttonClassName('outline', 'md')}>
      {children}
    </Link>
  );
}

/** Previous, page numbers and next, as links so every page has its own shareable address. */
export function CatalogPagination({ page, totalPages }: { page: number; totalPages: number }) {
  const [searchParams] = useSearchParams();
  if (totalPages <= 1) return null;
  const hrefOf = (target: number) => {
    const params = new URLSearchParams(searchParams);
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    const search = params.toString();
    return search ? `?${search}` : '?';
  };

  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-2">
      <EdgeLink href={page > 1 ? hrefOf(page - 1) : null} label="Previous">
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Previous</span>
      </EdgeLink>
      {/* A phone has no room for the numbers: it says where the buyer is instead. */}
      <p className="px-2 text-sm text-neutral-700 sm:hidden">
        Page {page} of {totalPages}
      </p>
      <ul className="hidden items-center gap-1.5 sm:flex">
        {paginationItems(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-neutral-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefOf(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={cn(buttonClassName(item === page ? 'primary' : 'ghost', 'icon'), 'text-sm tabular-nums')}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      <EdgeLink href={page < totalPages ? hrefOf(page + 1) : null} label="Next">
        <span className="hidden sm:inline">Next</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </EdgeLink>
    </nav>
  );
}
