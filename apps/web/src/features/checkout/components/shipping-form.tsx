import type { ComponentProps } from 'react';
import { Controller } from '../../../lib/form/controller';
import type { UseFormReturn } from '../../../lib/form/use-form';
import { formatGstState, type CheckoutForm, type GstState } from '@marketplace/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Combobox, type ComboboxOption } from '../../../components/ui/combobox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';

export const CHECKOUT_FORM_ID = 'checkout-form';

interface ShippingFormProps {
  form: UseFormReturn<CheckoutForm>;
  onSubmit: ComponentProps<'form'>['onSubmit'];
  /** The first focus in the form is when what paying needs starts downloading. */
  onFocus: () => void;
  disabled: boolean;
  /** The GST states a delivery may go to; undefined while loading. */
  states: readonly GstState[] | undefined;
  statesFailed: boolean;
}

type TextField = Exclude<keyof CheckoutForm, 'orderNotes' | 'state'>;

/** `Maharashtra (27)`, found by its name or code; the form keeps the code. */
const stateOptions = (states: readonly GstState[]): ComboboxOption[] =>
  states.map((state) => ({ value: state.state_code, label: formatGstState(state), keywords: [state.state_name] }));

export function ShippingForm({ form, onSubmit, onFocus, disabled, states, statesFailed }: ShippingFormProps) {
  const { errors } = form.formState;
  const text = (name: TextField, label: string, props: ComponentProps<'input'> = {}, wide = false) => (
    <FormField
      id={`checkout-${name}`}
      label={label}
      error={errors[name]?.message}
      className={cn(wide && 'sm:col-span-2')}
    >
      <Input {...props} {...form.register(name)} />
    </FormField>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Shipping details</CardTitle>
        <CardDescription>Where the wholesalers deliver your order.</CardDescription>
      </CardHeader>
      <CardContent>
        <form id={CHECKOUT_FORM_ID} onSubmit={onSubmit} onFocus={onFocus} noValidate>
          <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2">
            {text('firstName', 'First Name', { autoComplete: 'given-name' })}
            {text('lastName', 'Last Name', { autoComplete: 'family-name' })}
            {text('email', 'Email', { type: 'email', autoComplete: 'email' }, true)}
            {text('address', 'Address', { autoComplete: 'street-address' }, true)}
            {text('city', 'City', { autoComplete: 'address-level2' })}
            <Controller
              control={form.control}
              name="state"
              render={({ field, fieldState }) => (
                <FormField
                  id="checkout-state"
                  label="State"
                  error={
                    fieldState.error?.message ??
                    (statesFailed ? 'The list of states could not be loaded. Reload the page to try again.' : undefined)
                  }
                >
                  <Combobox
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    options={states ? stateOptions(states) : []}
                    disabled={states === undefined}
                    placeholder={states ? 'Type to search, e.g. Maharashtra' : 'Loading states...'}
                    listLabel="States and union territories"
                    emptyText="No state or union territory matches."
                  />
                </FormField>
              )}
            />
            {text('postalCode', 'Postal Code', {
              autoComplete: 'postal-code',
              inputMode: 'numeric',
              maxLength: 6,
              placeholder: '6-digit PIN code',
            })}
            <FormField
              id="checkout-orderNotes"
              label="Order Notes (optional)"
              error={errors.orderNotes?.message}
              className="sm:col-span-2"
            >
              <Textarea
                rows={3}
                placeholder="Delivery instructions for the wholesaler"
                {...form.register('orderNotes')}
              />
            </FormField>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
