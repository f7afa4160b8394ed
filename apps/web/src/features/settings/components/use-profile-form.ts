import { useState } from 'react';
import { useForm } from '../../../lib/form/use-form';
import type { FieldValues, Path } from '../../../lib/form/paths';
import type { ProfileResponse } from '@marketplace/contract';
import type { z } from 'zod';
import { applyServerFieldErrors, errorDetail } from '../../../lib/server-field-errors';
import { schemaResolver } from '../../../lib/form/schema-resolver';
import { useUpdateProfile, type ProfileUpdate } from '../api/update-profile';
import type { FormStatusValue } from './form-status';

interface ProfileFormOptions<Input extends FieldValues, Output extends ProfileUpdate['fields']> {
  schema: z.ZodType<Output, Input>;
  defaultValues: Partial<Input>;
  /** The form values of a saved profile of this form's kind; null for another kind. */
  valuesOfSaved(saved: ProfileResponse): Input | null;
  fields: readonly Path<Input>[];
  idPrefix: string;
  /** What is sent of the checked values; all of them unless given. */
  toFields?: (values: Output) => ProfileUpdate['fields'];
}

/** The profile forms of the settings page: validation, saving, server field errors and the status line. */
export function useProfileForm<Input extends FieldValues, Output extends ProfileUpdate['fields']>({
  schema,
  defaultValues,
  valuesOfSaved,
  fields,
  idPrefix,
  toFields = (values) => values,
}: ProfileFormOptions<Input, Output>) {
  const update = useUpdateProfile();
  const [status, setStatus] = useState<FormStatusValue>(null);
  const form = useForm<Input, Output>({
    resolver: schemaResolver(schema),
    defaultValues,
  });

  const field = (name: Path<Input>) => ({
    id: `${idPrefix}-${name}`,
    registration: form.register(name),
    error: form.getFieldState(name).error?.message,
  });

  /** The props of a CheckboxField: the form holds its answer as true or false. */
  const checkbox = (name: Path<Input>) => {
    const { registration, ...rest } = field(name);
    return { ...rest, ...registration };
  };

  /** Submits the fields (and a logo or licence scan, if given); `onSaved` runs after a successful save. */
  const submit = ({
    logo,
    licenceScan,
    onSaved,
    onFailed,
  }: {
    logo?: File | null;
    licenceScan?: File | null;
    onSaved?: () => void;
    onFailed?: (error: Error) => void;
  } = {}) =>
    form.handleSubmit((values) => {
      setStatus(null);
      update.mutate(
        { fields: toFields(values), logo, licenceScan },
        {
          onSuccess: (saved) => {
            const savedValues = valuesOfSaved(saved);
            if (savedValues) form.reset(savedValues);
            onSaved?.();
            setStatus({ tone: 'success', title: 'Profile updated successfully!' });
          },
          onError: (error) => {
            onFailed?.(error);
            applyServerFieldErrors(error, form.setError, fields);
            setStatus({ tone: 'error', title: 'Error updating profile', detail: errorDetail(error) });
          },
        },
      );
    });

  return { field, checkbox, control: form.control, submit, status, isSaving: update.isPending };
}
