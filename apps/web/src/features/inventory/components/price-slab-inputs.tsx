import { useEffect, useRef } from 'react';
import { useFieldArray } from '../../../lib/form/use-field-array';
import { useWatch } from '../../../lib/form/controller';
import type { ArrayPath, FieldValues, Path } from '../../../lib/form/paths';
import type { UseFormReturn } from '../../../lib/form/use-form';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { canAddSlab, newSlabRow, removeSlabLabel, slabCountText } from '../price-slabs';
import { wholesaleTermsTexts, type PriceSlabRow, type WholesaleTermsValues } from '../wholesale-terms-form';

interface PriceSlabInputsProps<T extends WholesaleTermsValues, TOut extends FieldValues> {
  form: UseFormReturn<T, TOut>;
  idPrefix: string;
  className?: string;
}

/** Up to five quantity slabs, each a starting quantity and a price per unit, added and removed by the wholesaler. */
export function PriceSlabInputs<T extends WholesaleTermsValues, TOut extends FieldValues>({
  form,
  idPrefix,
  className,
}: PriceSlabInputsProps<T, TOut>) {
  const slabs = useFieldArray({ control: form.control, name: 'price_tiers' as ArrayPath<T> });
  const rows = (useWatch({ control: form.control, name: 'price_tiers' as Path<T> }) ?? []) as PriceSlabRow[];
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAddAfterRemove = useRef(false);
  const count = slabs.fields.length;

  // The removed row took the focus with it; "Add slab" is the one control sure to be there (and enabled) after.
  useEffect(() => {
    if (!focusAddAfterRemove.current) return;
    focusAddAfterRemove.current = false;
    addButton.current?.focus();
  }, [count]);

  const errorOf = (name: string) => {
    return form.getFieldState(name as Path<T>).error?.message;
  };
  const add = () => {
    const row = newSlabRow(form.getValues());
    // A suggested quantity leaves the price to type next.
    const focusName = `price_tiers.${count}.${row.min_quantity === '' ? 'min_quantity' : 'price'}`;
    slabs.append(row as never, { focusName });
  };
  const remove = (index: number) => {
    focusAddAfterRemove.current = true;
    slabs.remove(index);
  };

  const hintId = `${idPrefix}-slabs-hint`;
  const errorId = `${idPrefix}-slabs-error`;
  const listError = errorOf('price_tiers');
  return (
    <fieldset
      className={cn('grid min-w-0 gap-3', className)}
      aria-describedby={listError ? `${hintId} ${errorId}` : hintId}
    >
      <legend className="text-sm font-medium text-neutral-800">Price slabs</legend>
      <p id={hintId} className="-mt-1 text-xs text-neutral-500">
        {wholesaleTermsTexts.slabsHint}
      </p>
      {count > 0 && (
        <ol className="grid gap-3">
          {slabs.fields.map((field, index) => {
            const titleId = `${idPrefix}-slab-${index}-title`;
            const name = (part: keyof PriceSlabRow) => `price_tiers.${index}.${part}` as Path<T>;
            return (
              <li key={field.id}>
                <div
                  role="group"
                  aria-labelledby={titleId}
                  className="grid gap-3 rounded-lg border border-neutral-200 bg-neutral-50/60 p-3"
                >
                  <div className="flex items-center justify-between gap-2">
                    <span id={titleId} className="text-sm font-semibold text-neutral-800">
                      Slab {index + 1}
                    </span>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={removeSlabLabel(rows[index], index)}
                      className="text-danger-700 hover:bg-danger-50 hover:text-danger-800"
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      Remove
                    </Button>
                  </div>
                  <div className="grid gap-3 sm:grid-cols-2">
                    <FormField
                      id={`${idPrefix}-slab-${index}-quantity`}
                      label="From quantity"
                      error={errorOf(name('min_quantity'))}
                    >
                      <Input
                        type="number"
                        min="1"
                        step="1"
                        inputMode="numeric"
                        autoComplete="off"
                        {...form.register(name('min_quantity'))}
                      />
                    </FormField>
                    <FormField
                      id={`${idPrefix}-slab-${index}-price`}
                      label="Price per unit (Rs.)"
                      error={errorOf(name('price'))}
                    >
                      <Input
                        type="number"
                        min="0.01"
                        step="0.01"
                        inputMode="decimal"
                        autoComplete="off"
                        {...form.register(name('price'))}
                      />
                    </FormField>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button ref={addButton} variant="outline" size="sm" onClick={add} disabled={!canAddSlab(slabs.fields)}>
          <Plus aria-hidden="true" className="size-4" />
          Add slab
        </Button>
        <p className="text-xs text-neutral-500" aria-live="polite">
          {slabCountText(count)}
        </p>
      </div>
      {listError && (
        <p id={errorId} role="alert" className="text-sm text-danger-700">
          {listError}
        </p>
      )}
    </fieldset>
  );
}
