import type { FieldErrors } from '../../../lib/form/errors';
import type { UseFormReturn } from '../../../lib/form/use-form';
import { BATCH_NO_MAX_LENGTH, MIN_DRUG_SHELF_DAYS, type OrderItem } from '@marketplace/contract';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { OrderStatusForm } from '../order-status-form';

interface BatchEntryFieldsProps {
  lines: readonly OrderItem[];
  register: UseFormReturn<OrderStatusForm>['register'];
  errors: FieldErrors<OrderStatusForm>;
}

/** One batch number and expiry date per medicine or food line, as the goods leave the warehouse. */
export function BatchEntryFields({ lines, register, errors }: BatchEntryFieldsProps) {
  return (
    <fieldset className="grid gap-3" aria-describedby="batch-entry-rules">
      <legend className="text-sm font-semibold text-neutral-900">Batch and expiry</legend>
      <p id="batch-entry-rules" className="text-sm text-neutral-600">
        Medicines and packaged food ship with their batch number and expiry date. A medicine needs at least{' '}
        {MIN_DRUG_SHELF_DAYS} days left before its expiry; food must not be past it.
      </p>
      {lines.map((line, index) => {
        const name = line.product.name;
        const lineErrors = errors.items?.[index];
        return (
          <div key={line.id} className="grid gap-3 rounded-md border border-neutral-200 p-3 sm:grid-cols-2">
            <p className="text-sm font-medium break-words text-neutral-900 sm:col-span-2">{name}</p>
            <FormField
              id={`ship-item-${line.id}-batch`}
              label={
                <>
                  Batch number<span className="sr-only"> of {name}</span>
                </>
              }
              error={lineErrors?.batch_no?.message}
            >
              <Input
                autoComplete="off"
                maxLength={BATCH_NO_MAX_LENGTH}
                aria-required="true"
                {...register(`items.${index}.batch_no`)}
              />
            </FormField>
            <FormField
              id={`ship-item-${line.id}-expiry`}
              label={
                <>
                  Expiry date<span className="sr-only"> of {name}</span>
                </>
              }
              error={lineErrors?.expiry_date?.message}
            >
              <Input type="date" aria-required="true" {...register(`items.${index}.expiry_date`)} />
            </FormField>
          </div>
        );
      })}
    </fieldset>
  );
}
