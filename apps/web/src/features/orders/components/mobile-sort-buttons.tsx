import { ArrowDown, ArrowUp } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { OrderSort, OrderSortKey } from '../order-list';

const KEYS: { key: OrderSortKey; label: string }[] = [
  { key: 'date', label: 'Date' },
  { key: 'total', label: 'Total' },
];

/** On phones the table's column headings are gone; these buttons sort the cards the same way. */
export function MobileSortButtons({ sort, onSort }: { sort: OrderSort; onSort: (key: OrderSortKey) => void }) {
  return (
    <div className="mb-3 flex items-center gap-2 md:hidden" role="group" aria-label="Sort orders">
      <span className="text-sm text-neutral-600">Sort by</span>
      {KEYS.map(({ key, label }) => {
        const active = sort.key === key;
        const Icon = sort.direction === 'asc' ? ArrowUp : ArrowDown;
        return (
          <Button
            key={key}
            size="sm"
            variant={active ? 'secondary' : 'outline'}
            aria-pressed={active}
            onClick={() => onSort(key)}
          >
            {label}
            {active && <Icon aria-hidden="true" className="size-3.5" />}
            {active && <span className="sr-only">{sort.direction === 'asc' ? 'ascending' : 'descending'}</span>}
          </Button>
        );
      })}
    </div>
  );
}
