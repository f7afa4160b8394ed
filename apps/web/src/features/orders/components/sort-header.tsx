import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { OrderSort, OrderSortKey } from '../order-list';

interface SortHeaderProps {
  label: string;
  sortKey: OrderSortKey;
  sort: OrderSort;
  onSort: (key: OrderSortKey) => void;
  className?: string;
}

/** A column heading that sorts the table; `aria-sort` tells screen readers which way. */
export function SortHeader({ label, sortKey, sort, onSort, className }: SortHeaderProps) {
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn('px-4 py-3 font-medium', className)}
    >
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className={cn(
          'inline-flex cursor-pointer items-center gap-1 rounded-sm hover:text-neutral-900',
          active && 'text-neutral-900',
        )}
      >
        {label}
        <Icon aria-hidden="true" className={cn('size-3.5', !active && 'text-neutral-400')} />
      </button>
    </th>
  );
}
