import { useId } from 'react';
import { CategoryIcon } from '../../../components/commerce/category-icon';
import { sameName } from '../catalog-filters';

interface FilterOptionListProps {
  /** Names the group for screen readers, e.g. "Category". */
  legend: string;
  options: ReadonlyArray<{ id: number; name: string; icon?: string | null }>;
  /** Categories name a lucide icon; brands give the address of their logo. */
  iconKind: 'lucide' | 'image';
  selected: string;
  emptyText: string;
  onToggle: (name: string) => void;
}

/** Checkboxes of categories or brands; one may be selected, clicking it again clears it. */
export function FilterOptionList({ legend, options, iconKind, selected, emptyText, onToggle }: FilterOptionListProps) {
  const baseId = useId();
  if (options.length === 0) return <p className="py-1 text-sm text-neutral-500">{emptyText}</p>;
  return (
    <fieldset>
      <legend className="sr-only">{legend}</legend>
      <ul className="grid max-h-80 gap-0.5 overflow-y-auto pr-1">
        {options.map((option) => {
          const id = `${baseId}-${option.id}`;
          return (
            <li key={option.id}>
              <label
                htmlFor={id}
                className="flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-neutral-700 hover:bg-neutral-100"
              >
                <input
                  id={id}
                  type="checkbox"
                  checked={sameName(selected, option.name)}
                  onChange={() => onToggle(option.name)}
                  className="size-4 shrink-0 cursor-pointer accent-primary-700"
                />
                {iconKind === 'lucide' ? (
                  <CategoryIcon name={option.icon} className="size-4 shrink-0 text-neutral-500" />
                ) : (
                  option.icon && <img src={option.icon} alt="" className="size-5 shrink-0 rounded-sm object-contain" />
                )}
                <span className="min-w-0 truncate">{option.name}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
