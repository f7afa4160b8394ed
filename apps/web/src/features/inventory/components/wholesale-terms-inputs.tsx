import type { FieldValues, Path } from '../../../lib/form/paths';
import type { UseFormReturn } from '../../../lib/form/use-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { wholesaleTermsTexts as texts, type WholesaleTermsValues } from '../wholesale-terms-form';
import { PriceSlabInputs } from './price-slab-inputs';

interface WholesaleTermsInputsProps<T extends WholesaleTermsValues, TOut extends FieldValues> {
  form: UseFormReturn<T, TOut>;
  /** Prefix of the inputs' ids, so two forms on one page never share an id. */
  idPrefix: string;
}

const named = <T extends FieldValues>(name: keyof WholesaleTermsValues) => name as Path<T>;

const quantityInput = { type: 'number', min: 1, step: 1, inputMode: 'numeric', autoComplete: 'off' } as const;

/**
 * Minimum, case pack, maximum, pack label and price slabs, laid out for a two-column grid (the slabs span
 * both). The numbers stay text until the form's schema reads them, so an emptied maximum means none.
 */
export function WholesaleTermsInputs<T extends WholesaleTermsValues, TOut extends FieldValues>({
  form,
  idPrefix,
}: WholesaleTermsInputsProps<T, TOut>) {
  const errorOf = (name: keyof WholesaleTermsValues) => form.getFieldState(named<T>(name)).error?.message;
  return (
    <>
      <FormField
        id={`${idPrefix}-min-order`}
        label="Minimum order quantity"
        hint={texts.minHint}
        error={errorOf('min_order_quantity')}
      >
        <Input
          {...quantityInput}
          {...form.register(named<T>('min_order_quantity'), { deps: [named<T>('max_order_quantity')] })}
        />
      </FormField>
      <FormField
        id={`${idPrefix}-case-pack`}
        label="Case pack (units)"
        hint={texts.multipleHint}
        error={errorOf('order_multiple')}
      >
        <Input
          {...quantityInput}
          {...form.register(named<T>('order_multiple'), {
            deps: [named<T>('min_order_quantity'), named<T>('max_order_quantity')],
          })}
        />
      </FormField>
      <FormField
        id={`${idPrefix}-max-order`}
        label="Maximum order quantity"
        hint={texts.maxHint}
        error={errorOf('max_order_quantity')}
      >
        <Input {...quantityInput} {...form.register(named<T>('max_order_quantity'))} />
      </FormField>
      <FormField
        id={`${idPrefix}-pack-label`}
        label="Pack label"
        hint={texts.packLabelHint}
        error={errorOf('pack_label')}
      >
        <Input autoComplete="off" placeholder={texts.packLabelPlaceholder} {...form.register(named<T>('pack_label'))} />
      </FormField>
      <PriceSlabInputs form={form} idPrefix={idPrefix} className="sm:col-span-2" />
    </>
  );
}
