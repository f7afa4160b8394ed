import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';

const STARS = [1, 2, 3, 4, 5] as const;

export const starsLabel = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

interface StarRatingInputProps {
  id: string;
  label: string;
  value: number | undefined;
  onChange: (stars: number) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** Receives the first radio, so a failed check can put the focus on the rating. */
  inputRef?: (element: HTMLInputElement | null) => void;
}

/**
 * Five native radio buttons drawn as stars: the browser gives the group its keyboard behaviour (Tab
 * into the group, arrow keys to change the rating) and screen readers hear "4 stars, radio, 4 of 5".
 */
export function StarRatingInput({ id, label, value, onChange, onBlur, error, inputRef }: StarRatingInputProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <p id={`${id}-label`} className="text-sm font-medium text-neutral-900">
        {label}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        aria-required="true"
        className="flex w-fit items-center gap-1"
      >
        {STARS.map((stars) => (
          <label key={stars} className="relative cursor-pointer rounded-md p-0.5">
            <input
              ref={stars === 1 ? inputRef : undefined}
              type="radio"
              name={id}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              onBlur={onBlur}
              // Transparent over its star rather than visually hidden: a click or tap lands on the input itself.
              className="peer absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-8 rounded-sm transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-600',
                value !== undefined && stars <= value
                  ? 'fill-warning-500 text-warning-500'
                  : 'text-neutral-300 hover:text-warning-500',
              )}
            />
            <span className="sr-only">{starsLabel(stars)}</span>
          </label>
        ))}
        <span className="ml-2 text-sm text-neutral-600" aria-hidden="true">
          {value ? `${value} out of 5` : ''}
        </span>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
