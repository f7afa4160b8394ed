import { Controller } from '../../../lib/form/controller';
import type { FieldValues, Path, PathValue } from '../../../lib/form/paths';
import type { UseFormReturn } from '../../../lib/form/use-form';
import type { InventoryResponse } from '@marketplace/contract';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { EditProductFormValues } from '../product-form';
import { taxDefaultsForCategory } from '../product-tax';
import { productTypeOptions } from '../product-types';
import { ChoiceField, idToChoice, toChoices } from './choice-field';
import { DrugScheduleInput } from './drug-schedule-input';

/** The fields the add-product page and the edit dialog share. */
type SharedValues = Pick<
  EditProductFormValues,
  'price' | 'stock' | 'sku' | 'category' | 'brand' | 'product_type' | 'hsn_code' | 'gst_rate' | 'drug_schedule'
>;

interface ProductFieldInputsProps<T extends SharedValues, TOut extends FieldValues> {
  form: UseFormReturn<T, TOut>;
  /** Prefix of the inputs' ids, so two forms on one page never share an id. */
  idPrefix: string;
}

const named = <T extends FieldValues>(name: keyof SharedValues) => name as Path<T>;

export function PriceStockSkuInputs<T extends SharedValues, TOut extends FieldValues>({
  form,
  idPrefix,
  withHints = false,
}: ProductFieldInputsProps<T, TOut> & { withHints?: boolean }) {
  const { errors } = form.formState;
  return (
    <>
      <FormField
        id={`${idPrefix}-price`}
        label="Price (Rs.)"
        error={errors.price?.message as string | undefined}
        hint={withHints ? 'Per unit, up to 2 decimals' : undefined}
      >
        <Input
          type="number"
          step="0.01"
          min="0.01"
          inputMode="decimal"
          {...form.register(named<T>('price'), { valueAsNumber: true })}
        />
      </FormField>
      <FormField id={`${idPrefix}-stock`} label="Stock" error={errors.stock?.message as string | undefined}>
        <Input
          type="number"
          step="1"
          min="0"
          inputMode="numeric"
          {...form.register(named<T>('stock'), { valueAsNumber: true })}
        />
      </FormField>
      <FormField
        id={`${idPrefix}-sku`}
        label="SKU"
        error={errors.sku?.message as string | undefined}
        hint={withHints ? 'Your own stock-keeping code (optional)' : undefined}
      >
        <Input autoComplete="off" {...form.register(named<T>('sku'))} />
      </FormField>
    </>
  );
}

export function ProductChoiceInputs<T extends SharedValues, TOut extends FieldValues>({
  form,
  idPrefix,
  lookups,
}: ProductFieldInputsProps<T, TOut> & { lookups: Pick<InventoryResponse, 'categoires' | 'brands'> | undefined }) {
  const { errors } = form.formState;
  const loading = lookups === undefined;
  const categoryOf = (id: unknown) => lookups?.categoires.find((category) => category.id === id);

  // A new category brings its HSN code and rate, unless the wholesaler has chosen other ones.
  const fillTaxDefaults = (previousId: unknown, nextId: number) => {
    const current = { hsn_code: form.getValues(named<T>('hsn_code')), gst_rate: form.getValues(named<T>('gst_rate')) };
    const changes = taxDefaultsForCategory(current, categoryOf(previousId), categoryOf(nextId));
    for (const [name, value] of Object.entries(changes)) {
      form.setValue(named<T>(name as keyof SharedValues), value as PathValue<T, Path<T>>, {
        shouldValidate: form.formState.isSubmitted,
      });
    }
  };

  const idChoice = (name: 'category' | 'brand', label: string, choices: InventoryResponse['brands']) => (
    <Controller
      control={form.control}
      name={named<T>(name)}
      render={({ field }) => (
        <ChoiceField
          id={`${idPrefix}-${name}`}
          label={label}
          value={idToChoice(field.value as number | undefined)}
          onChange={(value) => {
            if (name === 'category') fillTaxDefaults(field.value, Number(value));
            field.onChange(Number(value));
          }}
          onBlur={field.onBlur}
          choices={toChoices(choices)}
          placeholder={loading ? 'Loading...' : `Choose a ${name}`}
          error={errors[name]?.message as string | undefined}
        />
      )}
    />
  );
  return (
    <>
      {idChoice('category', 'Category', lookups?.categoires ?? [])}
      <DrugScheduleInput form={form} idPrefix={idPrefix} categories={lookups?.categoires ?? []} />
      {idChoice('brand', 'Brand', lookups?.brands ?? [])}
      <Controller
        control={form.control}
        name={named<T>('product_type')}
        render={({ field }) => (
          <ChoiceField
            id={`${idPrefix}-type`}
            label="Product Type"
            value={field.value as string | undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
            choices={productTypeOptions}
            placeholder="Choose a type"
            error={errors.product_type?.message as string | undefined}
          />
        )}
      />
    </>
  );
}
