import { Search } from 'lucide-react';
import { Switch } from 'radix-ui';
import { LOW_STOCK_THRESHOLD } from '@marketplace/contract';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { InventoryFilter } from '../inventory-filter';

interface InventoryToolbarProps {
  filter: InventoryFilter;
  lowStockCount: number;
  onChange: (change: Partial<InventoryFilter>) => void;
}

/** Search by name or SKU, and show only the products that run low. */
export function InventoryToolbar({ filter, lowStockCount, onChange }: InventoryToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="relative w-full sm:max-w-sm">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
        />
        <Input
          type="search"
          aria-label="Search products by name or SKU"
          placeholder="Search by name or SKU"
          value={filter.search}
          onChange={(event) => onChange({ search: event.target.value })}
          className="pl-9"
        />
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
  );
}
