import { useState } from 'react';
import { useForm } from '../../../lib/form/use-form';
import { passwordMessages, updatePasswordRequest, type UpdatePasswordRequest } from '@marketplace/contract';
import { Button } from '../../../components/ui/button';
import { useUpdatePassword } from '../api/update-password';
import { FormStatus, type FormStatusValue } from './form-status';
import { applyServerFieldErrors, errorDetail } from '../../../lib/server-field-errors';
import { SettingsField } from './settings-field';

const FIELDS = ['old_password', 'new_password', 'confirm_password'] as const;
const empty: UpdatePasswordRequest = { old_password: '', new_password: '', confirm_password: '' };

export function SecurityForm() {
  const change = useUpdatePassword();
  const [status, setStatus] = useState<FormStatusValue>(null);
  const form = useForm<UpdatePasswordRequest>({ defaultValues: empty });
  const { errors } = form.formState;
  const field = (name: (typeof FIELDS)[number], autoComplete: string) => ({
    id: `security-${name}`,
    registration: form.register(name),
    error: errors[name]?.message,
    inputProps: { type: 'password', autoComplete },
  });

  const onSubmit = form.handleSubmit((values) => {
    setStatus(null);
    form.clearErrors();
    // The mismatch is reported as an alert, before anything is sent (spec section 5).
    if (values.new_password !== values.confirm_password) {
      setStatus({ tone: 'error', title: passwordMessages.mismatch });
      return;
    }
    const parsed = updatePasswordRequest.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = FIELDS.find((candidate) => candidate === issue.path[0]);
        if (name) form.setError(name, { type: 'validate', message: issue.message });
      }
      return;
    }
    change.mutate(parsed.data, {
      onSuccess: () => {
        form.reset(empty);
        setStatus({ tone: 'success', title: passwordMessages.changed });
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, FIELDS);
        setStatus({ tone: 'error', title: errorDetail(error) ?? 'Error changing password' });
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-xl gap-5">
      <FormStatus status={status} />
      <SettingsField label="Current Password" {...field('old_password', 'current-password')} />
      <SettingsField label="New Password" hint="At least 8 characters" {...field('new_password', 'new-password')} />
      <SettingsField label="Confirm New Password" {...field('confirm_password', 'new-password')} />
      <Button type="submit" loading={change.isPending} className="justify-self-start">
        Change password
      </Button>
    </form>
  );
}
