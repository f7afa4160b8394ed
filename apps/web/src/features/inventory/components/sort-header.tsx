import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { InventorySort } from '@marketplace/contract';
import { cn } from '../../../lib/cn';
import { columnDirection, nextColumnSort, type SortColumn } from '../inventory-sorts';

interface SortHeaderProps {
  label: string;
  column: SortColumn;
  sort: InventorySort;
  onSort: (sort: InventorySort) => void;
  className?: string;
}

/** A column heading that sorts the inventory; `aria-sort` tells screen readers which way. */
export function SortHeader({ label, column, sort, onSort, className }: SortHeaderProps) {
  const direction = columnDirection(sort, column);
  const Icon = direction === 'none' ? ArrowUpDown : direction === 'ascending' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={direction}
      className={cn('px-4 py-3 text-left text-xs font-semibold tracking-wide text-neutral-500 uppercase', className)}
    >
      <button
        type="button"
        onClick={() => onSort(nextColumnSort(sort, column))}
        className={cn(
          'inline-flex cursor-pointer items-center gap-1 rounded-sm tracking-wide uppercase hover:text-neutral-900',
          direction !== 'none' && 'text-neutral-900',
        )}
      >
        {label}
        <span className="sr-only">, sort</span>
        <Icon aria-hidden="true" className={cn('size-3.5', direction === 'none' && 'text-neutral-400')} />
      </button>
    </th>
  );
}
