import { PRODUCT_SORTS, type ProductSort } from '@marketplace/contract';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { SORT_LABELS } from '../catalog-filters';

export function SortSelect({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="listing-sort" className="shrink-0 text-neutral-600">
        Sort by
      </Label>
      <NativeSelect
        id="listing-sort"
        className="w-48"
        value={value}
        onChange={(event) => onChange(event.target.value as ProductSort)}
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
