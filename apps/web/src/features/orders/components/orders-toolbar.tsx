import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { ORDER_STATUS_FILTERS, type OrderStatusFilter } from '../order-list';
import { statusLabel } from '../order-status';

interface OrdersToolbarProps {
  query: string;
  status: OrderStatusFilter;
  onQueryChange: (query: string) => void;
  onStatusChange: (status: OrderStatusFilter) => void;
}

const isStatusFilter = (value: string): value is OrderStatusFilter =>
  (ORDER_STATUS_FILTERS as readonly string[]).includes(value);

export function OrdersToolbar({ query, status, onQueryChange, onStatusChange }: OrdersToolbarProps) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="grid flex-1 gap-1.5">
        <Label htmlFor="orders-search">Search orders</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
          />
          <Input
            id="orders-search"
            type="search"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            placeholder="Order ID, product or status"
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid gap-1.5 sm:w-48">
        <Label htmlFor="orders-status">Status</Label>
        <NativeSelect
          id="orders-status"
          value={status}
          onChange={(event) => isStatusFilter(event.target.value) && onStatusChange(event.target.value)}
        >
          {ORDER_STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === 'all' ? 'All statuses' : statusLabel(value)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
