import type { FormEvent } from 'react';
import { Search } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { fieldClassName } from '../../../components/ui/input';

const LOOKS = {
  /** The top bar's rounded box. */
  pill: {
    input:
      'h-10 w-full rounded-full border border-neutral-300 bg-neutral-50 pr-12 pl-4 text-sm placeholder:text-neutral-400 hover:border-neutral-400 focus-visible:border-primary-600 focus-visible:bg-white',
    button: 'rounded-full',
  },
  /** A form field like the others on the page. */
  field: { input: cn(fieldClassName, 'h-10 pr-12'), button: 'top-1 rounded-md' },
};

interface SearchFormProps {
  id: string;
  label: string;
  placeholder: string;
  text: string;
  onTextChange: (text: string) => void;
  onSearch: (text: string) => void;
  look: keyof typeof LOOKS;
  /** Names the search landmark when a page has more than one. */
  landmarkLabel?: string;
  className?: string;
}

/** A search landmark: a labelled search input with its submit button inside it. */
export function SearchForm({
  id,
  label,
  placeholder,
  text,
  onTextChange,
  onSearch,
  look,
  landmarkLabel,
  className,
}: SearchFormProps) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text);
  }

  return (
    <form role="search" aria-label={landmarkLabel} onSubmit={submit} className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        placeholder={placeholder}
        className={LOOKS[look].input}
      />
      <button
        type="submit"
        aria-label="Search"
        className={cn(
          'absolute right-1 flex size-8 cursor-pointer items-center justify-center bg-primary-700 text-white hover:bg-primary-800',
          LOOKS[look].button,
        )}
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
