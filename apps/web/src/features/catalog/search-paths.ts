/** Sends a search only when the trimmed text is not empty (spec section 5). */
export function searchPath(text: string): string | null {
  const query = text.trim();
  return query === '' ? null : `/search?q=${encodeURIComponent(query)}`;
}

/** The search page filtered by a category, matched by its lowercased name. */
export function categorySearchPath(categoryName: string): string {
  return `/search?category=${encodeURIComponent(categoryName.toLowerCase())}`;
}
