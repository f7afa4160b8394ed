import type { ComponentProps } from 'react';
import type { UseFormReturn } from '../../../lib/form/use-form';
import type { RegisterData, RegisterRequest } from '@marketplace/contract';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';

export type RegisterFormApi = UseFormReturn<RegisterRequest, RegisterData>;
export type RegisterFieldName = Exclude<keyof RegisterRequest, 'userType'>;

interface RegisterFieldProps {
  form: RegisterFormApi;
  name: RegisterFieldName;
  label: string;
  multiline?: boolean;
  wide?: boolean;
  inputProps?: ComponentProps<'input'>;
  hint?: string;
}

/** One labelled control of the registration form with its error message. */
export function RegisterField({ form, name, label, multiline, wide, inputProps, hint }: RegisterFieldProps) {
  const error = form.formState.errors[name]?.message;
  return (
    <FormField id={`register-${name}`} label={label} error={error} hint={hint} className={cn(wide && 'sm:col-span-2')}>
      {multiline ? <Textarea rows={3} {...form.register(name)} /> : <Input {...inputProps} {...form.register(name)} />}
    </FormField>
  );
}
