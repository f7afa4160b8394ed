import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { searchPath } from '../search-paths';

export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  // What the buyer typed, kept while the address still holds the search it was typed on: a search
  // started elsewhere (the listing's own box, a link) shows its text here instead.
  const [draft, setDraft] = useState<{ text: string; forQuery: string } | null>(null);
  const text = draft && draft.forQuery === query ? draft.text : query;
  const setText = (next: string) => setDraft({ text: next, forQuery: query });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const path = searchPath(text);
    if (path) void navigate(path);
  }

  return (
    <form role="search" onSubmit={submit} className={cn('relative items-center', className)}>
      <label htmlFor="site-search" className="sr-only">
        Search products
      </label>
      <input
        id="site-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search products, brands and categories"
        className="h-10 w-full rounded-full border border-neutral-300 bg-neutral-50 pr-12 pl-4 text-sm placeholder:text-neutral-400 hover:border-neutral-400 focus-visible:border-primary-600 focus-visible:bg-white"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute right-1 flex size-8 cursor-pointer items-center justify-center rounded-full bg-primary-700 text-white hover:bg-primary-800"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
