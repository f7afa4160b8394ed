import { useState, type ChangeEvent } from 'react';
import { LICENCE_SCAN_ACCEPT, MAX_LICENCE_SCAN_BYTES, reviewMessages } from '@marketplace/contract';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];

interface LicenceScanFieldProps {
  /** Whether a scan is on file already (the administrator approves from it). */
  hasScan: boolean;
  /** The server's message for the scan, if it refused it or missed it. */
  serverError?: string | undefined;
  onFileChange: (file: File | null) => void;
}

/** The scan of the drug licence, sent with new licence details: the administrator approves from it. */
export function LicenceScanField({ hasScan, serverError, onFileChange }: LicenceScanFieldProps) {
  const [error, setError] = useState<string | undefined>();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    let problem: string | undefined;
    // The server checks the bytes; the browser's type is only a first hint.
    if (file && file.type !== '' && !ACCEPTED_TYPES.includes(file.type)) problem = reviewMessages.scanType;
    else if (file && file.size > MAX_LICENCE_SCAN_BYTES) problem = reviewMessages.scanTooLarge;
    setError(problem);
    if (problem) event.target.value = '';
    onFileChange(problem ? null : file);
  }

  return (
    <FormField
      id="retailer-licence_scan"
      label="Scan of the drug licence"
      error={error ?? serverError}
      hint={`JPEG, PNG, WebP or PDF, up to 5 MB. Needed whenever the licence details change.${hasScan ? ' A scan is on file.' : ''}`}
      className="sm:col-span-2"
    >
      <Input type="file" accept={LICENCE_SCAN_ACCEPT} onChange={choose} />
    </FormField>
  );
}
