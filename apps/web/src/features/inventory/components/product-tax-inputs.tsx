import { Controller } from '../../../lib/form/controller';
import type { FieldValues, Path } from '../../../lib/form/paths';
import type { UseFormReturn } from '../../../lib/form/use-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { QUANTITY_UNIT_NAMES, QUANTITY_UNITS } from '@marketplace/contract';
import { usePublicConfig } from '../../../lib/public-config';
import { formatGstRate, productTaxTexts, type ProductTaxValues } from '../product-tax';
import { ChoiceField } from './choice-field';

interface ProductTaxInputsProps<T extends ProductTaxValues, TOut extends FieldValues> {
  form: UseFormReturn<T, TOut>;
  idPrefix: string;
}

const named = <T extends FieldValues>(name: keyof ProductTaxValues) => name as Path<T>;

const UNIT_CHOICES = QUANTITY_UNITS.map((unit) => ({ value: unit, label: `${unit}: ${QUANTITY_UNIT_NAMES[unit]}` }));

/** HSN code, GST rate and unit, as the product's invoices will print them; the rates are those in force today. */
export function ProductTaxInputs<T extends ProductTaxValues, TOut extends FieldValues>({
  form,
  idPrefix,
}: ProductTaxInputsProps<T, TOut>) {
  const config = usePublicConfig();
  const { errors } = form.formState;
  const rates = config.data?.gst_rates ?? [];
  return (
    <>
      <FormField
        id={`${idPrefix}-hsn`}
        label="HSN code"
        hint={productTaxTexts.hsnHint}
        error={errors.hsn_code?.message as string | undefined}
      >
        <Input
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          pattern="[0-9]*"
          {...form.register(named<T>('hsn_code'))}
        />
      </FormField>
      <Controller
        control={form.control}
        name={named<T>('gst_rate')}
        render={({ field }) => (
          <ChoiceField
            id={`${idPrefix}-gst-rate`}
            label="GST rate"
            value={typeof field.value === 'number' ? String(field.value) : undefined}
            onChange={(value) => field.onChange(Number(value))}
            onBlur={field.onBlur}
            choices={rates.map((rate) => ({ value: String(rate), label: formatGstRate(rate) }))}
            placeholder={config.isPending ? 'Loading...' : 'Choose a rate'}
            hint={productTaxTexts.rateHint}
            error={
              (errors.gst_rate?.message as string | undefined) ??
              (config.isError ? 'The GST rates could not be loaded. Reload the page to try again.' : undefined)
            }
          />
        )}
      />
      <Controller
        control={form.control}
        name={named<T>('unit')}
        render={({ field }) => (
          <ChoiceField
            id={`${idPrefix}-unit`}
            label="Unit of quantity"
            value={typeof field.value === 'string' ? field.value : undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
            choices={UNIT_CHOICES}
            placeholder="Choose a unit"
            hint={productTaxTexts.unitHint}
            error={errors.unit?.message as string | undefined}
          />
        )}
      />
    </>
  );
}
