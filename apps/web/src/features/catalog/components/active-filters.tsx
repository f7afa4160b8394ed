import { X } from 'lucide-react';
import { formatRupees, type CatalogFilters } from '@marketplace/contract';
import { Button } from '../../../components/ui/button';
import { hasActiveFilters } from '../catalog-filters';

interface ActiveFiltersProps {
  filters: CatalogFilters;
  categoryName: string;
  brandName: string;
  onChange: (changes: Partial<CatalogFilters>) => void;
}

/** The filters in force as removable chips, and a way to clear them all. */
export function ActiveFilters({ filters, categoryName, brandName, onChange }: ActiveFiltersProps) {
  if (!hasActiveFilters(filters)) return null;
  const price =
    filters.minPrice && filters.maxPrice
      ? `${formatRupees(Number(filters.minPrice))} to ${formatRupees(Number(filters.maxPrice))}`
      : filters.minPrice
        ? `From ${formatRupees(Number(filters.minPrice))}`
        : filters.maxPrice
          ? `Up to ${formatRupees(Number(filters.maxPrice))}`
          : '';
  const chips = [
    { key: 'q', label: filters.q && `“${filters.q}”`, clear: { q: '' } },
    { key: 'category', label: filters.category && categoryName, clear: { category: '' } },
    { key: 'brand', label: filters.brand && brandName, clear: { brand: '' } },
    { key: 'price', label: price, clear: { minPrice: '', maxPrice: '' } },
  ].filter((chip) => chip.label);

  return (
    <div className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          onClick={() => onChange(chip.clear)}
          aria-label={`Remove filter ${chip.label}`}
          className="inline-flex cursor-pointer items-center gap-1 rounded-full bg-primary-50 py-1 pr-2 pl-3 text-sm text-primary-800 ring-1 ring-primary-200 ring-inset hover:bg-primary-100"
        >
          {chip.label}
          <X aria-hidden="true" className="size-3.5" />
        </button>
      ))}
      <Button
        variant="link"
        onClick={() => onChange({ q: '', category: '', brand: '', minPrice: '', maxPrice: '' })}
        className="ml-1"
      >
        Clear all
      </Button>
    </div>
  );
}
