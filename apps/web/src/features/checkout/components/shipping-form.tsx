import type { ComponentProps } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CheckoutForm } from '@marketplace/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';

export const CHECKOUT_FORM_ID = 'checkout-form';

interface ShippingFormProps {
  form: UseFormReturn<CheckoutForm>;
  onSubmit: ComponentProps<'form'>['onSubmit'];
  disabled: boolean;
}

type TextField = Exclude<keyof CheckoutForm, 'orderNotes'>;

export function ShippingForm({ form, onSubmit, disabled }: ShippingFormProps) {
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
        <form id={CHECKOUT_FORM_ID} onSubmit={onSubmit} noValidate>
          <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2">
            {text('firstName', 'First Name', { autoComplete: 'given-name' })}
            {text('lastName', 'Last Name', { autoComplete: 'family-name' })}
            {text('email', 'Email', { type: 'email', autoComplete: 'email' }, true)}
            {text('address', 'Address', { autoComplete: 'street-address' }, true)}
            {text('city', 'City', { autoComplete: 'address-level2' })}
            {text('state', 'State', { autoComplete: 'address-level1' })}
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
