import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box's own text, handed on once typing pauses for `delay` ms. When the committed search
 * changes from outside (back button, "Clear search"), the box follows it.
 */
export function useDebouncedSearch(committed: string, onCommit: (text: string) => void, delay = SEARCH_DEBOUNCE_MS) {
  const [text, setText] = useState(committed);
  const [followed, setFollowed] = useState(committed);
  if (committed !== followed) {
    setFollowed(committed);
    setText(committed);
  }
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });
  useEffect(() => {
    if (text === committed) return;
    const timer = setTimeout(() => commit.current(text), delay);
    return () => clearTimeout(timer);
  }, [text, committed, delay]);
  return [text, setText] as const;
}
