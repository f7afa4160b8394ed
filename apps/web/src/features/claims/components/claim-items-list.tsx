import { formatRupees, type ClaimResponse } from '@marketplace/contract';

const units = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;

/** The claimed lines: units claimed, and once decided, units accepted. */
export function ClaimItemsList({ items }: { items: ClaimResponse['items'] }) {
  if (items.length === 0) return null;
  return (
    <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 text-sm">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2">
          <span className="min-w-0 font-medium break-words text-neutral-900">{item.product.name}</span>
          <span className="grid text-neutral-700 tabular-nums sm:text-right">
            <span>
              {units(item.quantity)} × {formatRupees(item.price_per_item)}
            </span>
            {item.accepted_quantity !== null && (
              <span className="font-medium text-neutral-900">
                {item.accepted_quantity} of {item.quantity} accepted
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
