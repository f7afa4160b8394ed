import { useState } from 'react';
import { SearchForm } from './search-form';

/** The listing's own search box, prefilled from ?q=; an empty search shows everything again. */
export function ListingSearchForm({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(query);
  return (
    <SearchForm
      id="listing-search"
      label="Search in products"
      landmarkLabel="Products"
      placeholder="Search by product name"
      look="field"
      text={text}
      onTextChange={setText}
      onSearch={(typed) => onSearch(typed.trim())}
      className="flex-1"
    />
  );
}
