import { Search } from 'lucide-react';
import { Switch } from 'radix-ui';
import { INVENTORY_SORTS, LOW_STOCK_THRESHOLD, type InventorySort } from '@marketplace/contract';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { useDebouncedSearch } from '../hooks/use-debounced-search';
import type { InventoryFilter } from '../inventory-filter';
import { SORT_LABELS } from '../inventory-sorts';

interface InventoryToolbarProps {
  filter: InventoryFilter;
  lowStockCount: number;
  onChange: (change: Partial<InventoryFilter>) => void;
}

const isSort = (value: string): value is InventorySort => (INVENTORY_SORTS as readonly string[]).includes(value);

/** Search by name or SKU (sent once typing pauses), the sort, and only the products that run low. */
export function InventoryToolbar({ filter, lowStockCount, onChange }: InventoryToolbarProps) {
  const [search, setSearch] = useDebouncedSearch(filter.search, (text) => onChange({ search: text }));
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <div className="relative w-full sm:max-w-sm">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
        />
        <Input
          type="search"
          aria-label="Search products by name or SKU"
          placeholder="Search by name or SKU"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pl-9"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 sm:justify-end sm:gap-5">
        <div className="flex items-center gap-2">
          <Label htmlFor="inventory-sort" className="shrink-0 text-sm text-neutral-600">
            Sort by
          </Label>
          <NativeSelect
            id="inventory-sort"
            value={filter.sort}
            onChange={(event) => isSort(event.target.value) && onChange({ sort: event.target.value })}
            className="w-48"
          >
            {INVENTORY_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex items-center gap-3">
          <Switch.Root
            id="low-stock-only"
            checked={filter.lowStockOnly}
            onCheckedChange={(checked) => onChange({ lowStockOnly: checked })}
            className="relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-neutral-300 transition-colors data-[state=checked]:bg-warning-600"
          >
            <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-[1.375rem]" />
          </Switch.Root>
          <Label htmlFor="low-stock-only" className="cursor-pointer">
            Low stock only ({lowStockCount})<span className="sr-only">, stock of {LOW_STOCK_THRESHOLD} or less</span>
          </Label>
        </div>
      </div>
    </div>
  );
}
