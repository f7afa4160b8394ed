import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import type { RichTextEditorProps } from './rich-text-editor';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

interface RichTextFieldProps extends Pick<RichTextEditorProps, 'value' | 'onChange' | 'onBlur'> {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
}

/** A labelled rich-text editor; the editor's code arrives separately, a placeholder of its size waits for it. */
export function RichTextField({ id, label, hint, error, ...editor }: RichTextFieldProps) {
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid content-start gap-1.5">
      {/* Not a <label>: the editable area is no form control. Clicking the name still puts the caret in it. */}
      <span
        id={labelId}
        className="text-sm font-medium text-neutral-800"
        onClick={() => document.getElementById(id)?.focus()}
      >
        {label}
      </span>
      {hint && (
        <p id={hintId} className="-mt-1 text-xs text-neutral-500">
          {hint}
        </p>
      )}
      <Suspense fallback={<Skeleton className="h-[541px]" />}>
        <RichTextEditor
          id={id}
          labelId={labelId}
          label={label}
          describedBy={describedBy}
          invalid={Boolean(error)}
          {...editor}
        />
      </Suspense>
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
