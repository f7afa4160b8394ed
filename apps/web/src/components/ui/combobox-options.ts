/** One choice of a combobox: the value the form keeps, the text shown, and other words it answers to. */
export interface ComboboxOption {
  value: string;
  label: string;
  keywords?: readonly string[];
}

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
const wordsOf = (option: ComboboxOption) => [option.label, option.value, ...(option.keywords ?? [])];

/** The options whose label, value or a keyword contains the typed text, ignoring case; all for blank text. */
export function filterOptions(options: readonly ComboboxOption[], query: string): ComboboxOption[] {
  const text = normalised(query);
  if (!text) return [...options];
  return options.filter((option) => wordsOf(option).some((word) => normalised(word).includes(text)));
}

/** The one option the text names exactly (as the browser's autofill types a state's name), if any. */
export function exactOption(options: readonly ComboboxOption[], text: string): ComboboxOption | undefined {
  const wanted = normalised(text);
  if (!wanted) return undefined;
  const matches = options.filter((option) => wordsOf(option).some((word) => normalised(word) === wanted));
  return matches.length === 1 ? matches[0] : undefined;
}

/** The active option after an arrow key, wrapping round; -1 when there is nothing to choose. */
export function nextActiveIndex(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (current < 0) return key === 'ArrowDown' ? 0 : count - 1;
  return key === 'ArrowDown' ? (current + 1) % count : (current - 1 + count) % count;
}
