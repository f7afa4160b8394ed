import { useEffect, useRef } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';

export type FormStatusValue = { tone: 'success' | 'error'; title: string; detail?: string | undefined } | null;

/** The outcome of a settings form, shown in the page as an alert (never window.alert). */
export function FormStatus({ status }: { status: FormStatusValue }) {
  const alert = useRef<HTMLDivElement>(null);
  // The form is submitted from its bottom: bring the outcome at its top into view.
  useEffect(() => {
    alert.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [status]);
  if (!status) return null;
  return (
    <Alert ref={alert} variant={status.tone === 'success' ? 'success' : 'destructive'} className="scroll-mt-24">
      <AlertTitle>{status.title}</AlertTitle>
      {status.detail && status.detail !== status.title && <AlertDescription>{status.detail}</AlertDescription>}
    </Alert>
  );
}
