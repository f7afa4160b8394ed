import type { ComponentProps } from 'react';
import type { FieldRegistration } from '../../../lib/form/form-store';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';

interface SettingsFieldProps {
  id: string;
  label: string;
  registration: FieldRegistration;
  error?: string | undefined;
  hint?: string;
  multiline?: boolean;
  wide?: boolean;
  inputProps?: ComponentProps<'input'>;
}

export function SettingsField({
  id,
  label,
  registration,
  error,
  hint,
  multiline,
  wide,
  inputProps,
}: SettingsFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={cn(wide && 'sm:col-span-2')}>
      {multiline ? <Textarea rows={4} {...registration} /> : <Input {...inputProps} {...registration} />}
    </FormField>
  );
}
