import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';

/** The listing's own search box, prefilled from ?q=; an empty search shows everything again. */
export function ListingSearchForm({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(query);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form role="search" aria-label="Products" onSubmit={submit} className="relative flex-1">
      <label htmlFor="listing-search" className="sr-only">
        Search in products
      </label>
      <Input
        id="listing-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search by product name"
        className="pr-12"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1 right-1 flex size-8 cursor-pointer items-center justify-center rounded-md bg-primary-700 text-white hover:bg-primary-800"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
