import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { MAX_CLAIM_NOTE } from '@marketplace/contract';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-error';

interface ClaimNoteDialogProps {
  trigger: ReactElement;
  title: string;
  description: string;
  label: string;
  /** The request's field the note goes in: the server's message about it is shown under the box. */
  fieldName: 'reason' | 'note';
  /** The message when the note is left empty; null when it may be. */
  requiredMessage: string | null;
  submitLabel: string;
  submitVariant: ButtonVariant;
  failureTitle: string;
  pending: boolean;
  error: Error | null;
  reset: () => void;
  /** Sends the note; `sent` closes the dialog once the server took it. */
  send: (note: string, sent: () => void) => void;
}

/** A step on a claim that takes a note (a rejection's reason, an escalation's note): the box, its checks, the outcome. */
export function ClaimNoteDialog(props: ClaimNoteDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [attempted, setAttempted] = useState(false);
  const missing = props.requiredMessage !== null && note.trim() === '';
  const serverMessage = isApiError(props.error) ? props.error.fieldErrors[props.fieldName]?.[0] : undefined;
  const fieldError = (attempted && missing ? props.requiredMessage : null) ?? serverMessage;

  const onOpenChange = (next: boolean) => {
    if (next) {
      setNote('');
      setAttempted(false);
      props.reset();
    }
    setOpen(next);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (missing) return document.getElementById(id)?.focus();
    props.send(note.trim(), () => setOpen(false));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{props.trigger}</DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{props.title}</DialogTitle>
            <DialogDescription>{props.description}</DialogDescription>
          </DialogHeader>
          {props.error && !serverMessage && (
            <Alert variant="destructive">
              <AlertTitle>{props.failureTitle}</AlertTitle>
              <AlertDescription>{props.error.message}</AlertDescription>
            </Alert>
          )}
          <FormField
            id={id}
            label={props.requiredMessage ? props.label : `${props.label} (optional)`}
            hint={`Up to ${MAX_CLAIM_NOTE.toLocaleString('en-IN')} characters; the other side reads it.`}
            error={fieldError}
          >
            <Textarea value={note} maxLength={MAX_CLAIM_NOTE} onChange={(event) => setNote(event.target.value)} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant={props.submitVariant} loading={props.pending}>
              {props.submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
