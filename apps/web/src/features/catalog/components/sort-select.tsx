import { PRODUCT_SORTS } from '@marketplace/contract';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { SORT_LABELS, type ProductSort } from '../catalog-filters';

export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="listing-sort" className="shrink-0 text-neutral-600">
        Sort by
      </Label>
      <Select value={value} onValueChange={(next) => onChange(next as ProductSort)}>
        <SelectTrigger id="listing-sort" className="w-48">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {PRODUCT_SORTS.map((sort) => (
            <SelectItem key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
