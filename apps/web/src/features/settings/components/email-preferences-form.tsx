import { useState, type FormEvent } from 'react';
import { NOTIFICATION_KIND_LABELS, type NotificationKind, type NotificationPreferences } from '@marketplace/contract';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorDetail } from '../../../lib/server-field-errors';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api/notification-preferences';
import { FormStatus, type FormStatusValue } from './form-status';

/** The kinds come from the server's answer: exactly those this account can receive, in the contract's order. */
function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const update = useUpdateNotificationPreferences();
  const [choices, setChoices] = useState(saved.email);
  const [status, setStatus] = useState<FormStatusValue>(null);
  const kinds = Object.keys(saved.email) as NotificationKind[];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    update.mutate(
      { email: choices },
      {
        onSuccess: (answer) => {
          setChoices(answer.email);
          setStatus({ tone: 'success', title: 'Your e-mail choices are saved.' });
        },
        onError: (error) =>
          setStatus({ tone: 'error', title: errorDetail(error) ?? 'Your e-mail choices could not be saved.' }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid max-w-xl gap-5">
      <FormStatus status={status} />
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-semibold text-neutral-900">E-mail me about</legend>
        {kinds.map((kind) => (
          <CheckboxField
            key={kind}
            id={`email-${kind}`}
            label={NOTIFICATION_KIND_LABELS[kind]}
            checked={choices[kind] ?? true}
            onChange={(event) => setChoices({ ...choices, [kind]: event.target.checked })}
          />
        ))}
      </fieldset>
      <p className="text-sm text-neutral-600">
        Notifications in the app (the bell at the top) are always on; these choices only decide what is also sent to
        your e-mail address.
      </p>
      <Button type="submit" loading={update.isPending} className="justify-self-start">
        Save e-mail choices
      </Button>
    </form>
  );
}

export function EmailPreferencesForm() {
  const preferences = useNotificationPreferences();
  if (preferences.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label="Loading your e-mail choices">
        <Skeleton className="h-5 w-64" />
        <Skeleton className="h-5 w-56" />
        <Skeleton className="h-5 w-60" />
      </div>
    );
  }
  if (preferences.isError) return <LoadError title="We could not load your e-mail choices" query={preferences} />;
  return <PreferencesForm saved={preferences.data} />;
}
