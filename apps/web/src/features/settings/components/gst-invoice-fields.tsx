import type { ComponentProps } from 'react';
import { useWatch } from '../../../lib/form/controller';
import type { Control } from '../../../lib/form/use-form';
import type { ChangeEventLike, FieldRegistration } from '../../../lib/form/form-store';
import { formatGstState, type UpdateWholesalerProfileRequest, type WholesalerProfile } from '@marketplace/contract';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { firstInvoiceNumber, upperCaseInput } from '../invoice-numbering';
import { InvoiceSignatureField } from './invoice-signature-field';
import { SettingsField } from './settings-field';

interface GstInvoiceFieldsProps {
  profile: WholesalerProfile;
  control: Control<UpdateWholesalerProfileRequest>;
  prefix: { id: string; registration: FieldRegistration; error?: string | undefined };
  turnover: Omit<ComponentProps<typeof CheckboxField>, 'label'>;
}

/** What the tax invoices take from the profile: the supplier's state, the number series, the turnover and the signature. */
export function GstInvoiceFields({ profile, control, prefix, turnover }: GstInvoiceFieldsProps) {
  const typedPrefix = useWatch({ control, name: 'invoice_prefix' });
  const registration = {
    ...prefix.registration,
    onChange: (event: ChangeEventLike) => {
      if (event.target instanceof HTMLInputElement) upperCaseInput(event.target);
      return prefix.registration.onChange(event);
    },
  };
  return (
    <div className="border-t border-neutral-200 pt-5 sm:col-span-2">
      <fieldset className="min-w-0">
        <legend className="mb-4 text-base font-semibold text-neutral-900">GST invoices</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="wholesaler-gst-state" label="GST state" hint="From the first two digits of your GST number.">
            <Input readOnly value={formatGstState(profile)} className="bg-neutral-50" />
          </FormField>
          <SettingsField
            label="Invoice prefix"
            hint={`Your invoices are numbered ${firstInvoiceNumber(typedPrefix)}.`}
            inputProps={{ maxLength: 4, autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false }}
            {...prefix}
            registration={registration}
          />
          <CheckboxField
            label="Aggregate turnover above Rs. 5 crore"
            hint="Above Rs. 5 crore, every HSN code on your invoices needs at least 6 digits."
            className="sm:col-span-2"
            {...turnover}
          />
          <InvoiceSignatureField />
        </div>
      </fieldset>
    </div>
  );
}
