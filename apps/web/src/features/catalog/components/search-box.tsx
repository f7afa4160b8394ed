import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { cn } from '../../../lib/cn';
import { searchPath } from '../search-paths';
import { SearchForm } from './search-form';

export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  // What the buyer typed, kept while the address still holds the search it was typed on: a search
  // started elsewhere (the listing's own box, a link) shows its text here instead.
  const [draft, setDraft] = useState<{ text: string; forQuery: string } | null>(null);
  const text = draft && draft.forQuery === query ? draft.text : query;

  return (
    <SearchForm
      id="site-search"
      label="Search products"
      placeholder="Search products, brands and categories"
      look="pill"
      text={text}
      onTextChange={(next) => setDraft({ text: next, forQuery: query })}
      onSearch={(typed) => {
        const path = searchPath(typed);
        if (path) void navigate(path);
      }}
      className={cn('items-center', className)}
    />
  );
}
