import { reviewedFieldLabels, type PendingProfileChanges, type ReviewedField } from '@marketplace/contract';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';

/** The identity changes waiting for an administrator; the values in force stay until then. */
export function PendingChangesNotice({ changes }: { changes: PendingProfileChanges | undefined }) {
  if (!changes) return null;
  const lines = Object.entries(changes) as [ReviewedField, string | null][];
  if (lines.length === 0) return null;
  return (
    <Alert variant="warning" className="sm:col-span-2">
      <AlertTitle>Changes waiting for approval</AlertTitle>
      <AlertDescription>
        <ul className="mt-1 grid gap-0.5">
          {lines.map(([field, value]) => (
            <li key={field}>
              {reviewedFieldLabels[field]}: <span className="font-mono break-all">{value ?? 'none (cleared)'}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2">
          Until an administrator approves them, your invoices, checks and public page use the current values.
        </p>
      </AlertDescription>
    </Alert>
  );
}
