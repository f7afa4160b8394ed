export { categorySearchPath } from '../../lib/catalog-links';

/** Sends a search only when the trimmed text is not empty (spec section 5). */
export function searchPath(text: string): string | null {
  const query = text.trim();
  return query === '' ? null : `/search?q=${encodeURIComponent(query)}`;
}
