import type { ArrayPath, FieldValues, PathValue } from './paths';
import { useWatch } from './controller';
import type { Control } from './use-form';

type ItemOf<T extends FieldValues, N extends ArrayPath<T>> =
  NonNullable<PathValue<T, N>> extends readonly (infer Item)[] ? Item : never;

/** A list field whose items are added and removed; each item has a stable `id` to key its inputs by. */
export function useFieldArray<T extends FieldValues, N extends ArrayPath<T>>({
  control,
  name,
}: {
  control: Control<T>;
  name: N;
}) {
  const items: readonly ItemOf<T, N>[] = (useWatch({ control, name }) as readonly ItemOf<T, N>[] | undefined) ?? [];
  const ids = control.arrayIds(name, items.length);
  return {
    fields: items.map((item, index) => ({ ...(item as object), id: ids[index]! })),
    /** Adds an item at the end; the input named `focusName` takes the focus once drawn. */
    append: (item: ItemOf<T, N>, { focusName }: { focusName?: string } = {}) => control.append(name, item, focusName),
    remove: (index: number) => control.remove(name, index),
  };
}
