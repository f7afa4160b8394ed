import { Controller, useWatch } from '../../../lib/form/controller';
import type { FieldValues, Path } from '../../../lib/form/paths';
import type { UseFormReturn } from '../../../lib/form/use-form';
import type { Category } from '@marketplace/contract';
import { drugScheduleOptions, drugScheduleTexts, isDrugCategory } from '../drug-schedule';
import { ChoiceField } from './choice-field';

interface DrugScheduleInputProps<T extends FieldValues, TOut extends FieldValues> {
  form: UseFormReturn<T, TOut>;
  idPrefix: string;
  categories: readonly Pick<Category, 'id' | 'regulation'>[];
}

/** The drug schedule select, shown while the chosen category is a medicine category. */
export function DrugScheduleInput<T extends FieldValues, TOut extends FieldValues>({
  form,
  idPrefix,
  categories,
}: DrugScheduleInputProps<T, TOut>) {
  const categoryId: unknown = useWatch({ control: form.control, name: 'category' as Path<T> });
  if (!isDrugCategory(categories, categoryId)) return null;
  return (
    <Controller
      control={form.control}
      name={'drug_schedule' as Path<T>}
      render={({ field, fieldState }) => (
        <ChoiceField
          id={`${idPrefix}-drug-schedule`}
          label={drugScheduleTexts.label}
          value={typeof field.value === 'string' ? field.value : undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          choices={drugScheduleOptions}
          placeholder={drugScheduleTexts.placeholder}
          hint={drugScheduleTexts.hint}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
