import { useEffect, useState, type ChangeEvent } from 'react';
import { ImageIcon } from 'lucide-react';
import { MAX_IMAGE_BYTES } from '@marketplace/contract';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_MEGABYTES = MAX_IMAGE_BYTES / (1024 * 1024);

interface LogoFieldProps {
  /** The logo saved on the server, if any. */
  currentLogo: string | null;
  onFileChange: (file: File | null) => void;
}

/** Picks a new company logo and previews it before it is uploaded with the profile. */
export function LogoField({ currentLogo, onFileChange }: LogoFieldProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    let problem: string | undefined;
    if (file && !ACCEPTED_TYPES.includes(file.type)) problem = 'Choose a PNG, JPEG or WebP image.';
    else if (file && file.size > MAX_IMAGE_BYTES) problem = `The logo must be at most ${MAX_MEGABYTES} MB.`;
    setError(problem);
    const accepted = problem ? null : file;
    if (!accepted) event.target.value = '';
    setPreview(accepted ? URL.createObjectURL(accepted) : null);
    onFileChange(accepted);
  }

  const shown = preview ?? currentLogo;
  return (
    <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-neutral-200 bg-neutral-50">
        {shown ? (
          <img
            src={shown}
            alt={preview ? 'Preview of the new logo' : 'Current company logo'}
            className="size-full object-contain"
          />
        ) : (
          <ImageIcon aria-hidden="true" className="size-8 text-neutral-400" />
        )}
      </div>
      <FormField
        id="wholesaler-logo"
        label="Company Logo"
        error={error}
        hint={`PNG, JPEG or WebP, up to ${MAX_MEGABYTES} MB.`}
        className="flex-1"
      >
        <Input type="file" accept={ACCEPTED_TYPES.join(',')} onChange={choose} />
      </FormField>
    </div>
  );
}
