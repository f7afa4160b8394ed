import { useState, type ChangeEvent } from 'react';
import { PenLine } from 'lucide-react';
import { SIGNATURE_UPLOAD_MAX_BYTES } from '@marketplace/contract';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useInvoiceSignature, useSaveInvoiceSignature } from '../api/invoice-signature';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read.'));
    reader.readAsDataURL(file);
  });

/**
 * The signature printed above "Authorised signatory" on the wholesaler's next invoices and credit notes. Saved on
 * its own, as soon as a picture is chosen: documents already issued keep the signature they were issued with.
 */
export function InvoiceSignatureField() {
  const signature = useInvoiceSignature();
  const save = useSaveInvoiceSignature();
  const [problem, setProblem] = useState<string | undefined>();
  const current = signature.data?.image ?? null;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    setProblem(undefined);
    if (!ACCEPTED_TYPES.includes(file.type)) setProblem('Choose a PNG, JPEG or WebP picture.');
    else if (file.size > SIGNATURE_UPLOAD_MAX_BYTES) setProblem('The signature picture must be at most 1 MB.');
    else save.mutate(await readAsDataUrl(file), { onError: (error) => setProblem(error.message) });
    input.value = '';
  }

  return (
    <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center">
      <div className="flex h-20 w-full shrink-0 items-center justify-center overflow-hidden rounded-xl border border-neutral-200 bg-white sm:w-60">
        {current ? (
          <img src={current} alt="Your signature on invoices" className="max-h-full max-w-full object-contain" />
        ) : (
          <PenLine aria-hidden="true" className="size-8 text-neutral-400" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <FormField
          id="invoice-signature"
          label="Signature on invoices"
          error={problem ?? (signature.isError ? 'Your signature could not be loaded.' : undefined)}
          hint="PNG, JPEG or WebP, up to 1 MB, saved at once. Printed above “Authorised signatory” on the invoices and credit notes you issue from now on."
        >
          <Input
            type="file"
            accept={ACCEPTED_TYPES.join(',')}
            onChange={(event) => void choose(event)}
            disabled={save.isPending}
          />
        </FormField>
        {current && (
          <Button
            type="button"
            variant="dangerOutline"
            size="sm"
            className="self-start"
            loading={save.isPending}
            onClick={() => save.mutate(null, { onError: (error) => setProblem(error.message) })}
          >
            Remove signature
          </Button>
        )}
      </div>
    </div>
  );
}
