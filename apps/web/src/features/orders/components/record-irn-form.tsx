import { useId } from 'react';
import type { z } from 'zod';
import { recordIrnRequest, type EInvoiceDocument } from '@marketplace/contract';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { schemaResolver } from '../../../lib/form/schema-resolver';
import { useForm } from '../../../lib/form/use-form';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { useRecordIrn } from '../api/record-irn';

type RecordIrnValues = z.input<typeof recordIrnRequest>;
const FIELDS = ['irn', 'ack_no', 'ack_date', 'signed_qr'] as const;

const SAVED = {
  invoice: 'IRN recorded: the order can now be shipped.',
  credit_note: 'IRN of the credit note recorded.',
} as const;

/** The portal's answer to one report, typed or pasted in; checked by the contract's schema here and on the server. */
export function RecordIrnForm({ orderId, document }: { orderId: number; document: EInvoiceDocument }) {
  const id = useId();
  const record = useRecordIrn();
  const form = useForm<RecordIrnValues, z.output<typeof recordIrnRequest>>({
    resolver: schemaResolver(recordIrnRequest),
    defaultValues: { irn: '', ack_no: '', ack_date: '', signed_qr: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    record.mutate(
      { orderId, ...values, document },
      {
        onSuccess: () => toast({ variant: 'success', title: SAVED[document] }),
        onError: (error) => applyServerFieldErrors(error, form.setError, FIELDS),
      },
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      {record.isError && (
        <Alert variant="destructive">
          <AlertTitle>The portal’s answer could not be recorded.</AlertTitle>
          <AlertDescription>{record.error.message}</AlertDescription>
        </Alert>
      )}
      <FormField id={`${id}-irn`} label="IRN" error={errors.irn?.message} hint="64 characters, as the portal gives it.">
        <Input autoComplete="off" spellCheck={false} className="font-mono" {...form.register('irn')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-ack-no`} label="Ack No." error={errors.ack_no?.message}>
          <Input inputMode="numeric" autoComplete="off" {...form.register('ack_no')} />
        </FormField>
        <FormField
          id={`${id}-ack-date`}
          label="Ack Date"
          error={errors.ack_date?.message}
          hint="As the portal gives it, such as 2026-11-24 14:05:00 (India time)."
        >
          <Input autoComplete="off" placeholder="2026-11-24 14:05:00" {...form.register('ack_date')} />
        </FormField>
      </div>
      <FormField
        id={`${id}-signed-qr`}
        label="Signed QR code"
        error={errors.signed_qr?.message}
        hint="The SignedQRCode value of the answer: the invoice prints it as a QR code."
      >
        <Textarea rows={3} spellCheck={false} className="font-mono text-xs" {...form.register('signed_qr')} />
      </FormField>
      <div>
        <Button type="submit" loading={record.isPending}>
          Record IRN
        </Button>
      </div>
    </form>
  );
}
