import { useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { exactOption, filterOptions, nextActiveIndex, type ComboboxOption } from './combobox-options';
import { fieldClassName } from './input';

export type { ComboboxOption } from './combobox-options';

interface ComboboxProps extends Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  options: readonly ComboboxOption[];
  /** The chosen option's value, or '' for none. */
  value: string;
  onValueChange: (value: string) => void;
  /** The list's name for screen readers ("States"). */
  listLabel: string;
  /** Said when the typed text matches nothing. */
  emptyText: string;
}

/**
 * A select with a text filter (WAI-ARIA combobox with a list popup): typing narrows the list, arrow
 * keys move through it, Enter chooses, Escape closes. Text that names an option exactly chooses it, so
 * the browser's autofill works too. Leaving the field shows the chosen option again.
 */
export function Combobox({
  options,
  value,
  onValueChange,
  listLabel,
  emptyText,
  className,
  onBlur,
  onKeyDown,
  onClick,
  ...inputProps
}: ComboboxProps) {
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  // The text being typed; null while the field shows the chosen option.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const chosen = options.find((option) => option.value === value);
  const shown = filterOptions(options, query ?? '');
  const activeOption = open ? shown[active] : undefined;

  useEffect(() => {
    if (open && active >= 0) list.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  };
  const choose = (option: ComboboxOption) => {
    onValueChange(option.value);
    close();
  };
  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (open) setActive(nextActiveIndex(active, shown.length, event.key));
      else openAt(chosen ? shown.indexOf(chosen) : nextActiveIndex(-1, shown.length, event.key));
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault(); // choosing is not submitting the form
      choose(activeOption);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation(); // a dialog around the field stays open
      close();
    }
  };

  const type = (text: string) => {
    setQuery(text);
    const exact = exactOption(options, text);
    if (exact) onValueChange(exact.value);
    const matches = filterOptions(options, text);
    openAt(exact ? matches.indexOf(exact) : text.trim() && matches.length > 0 ? 0 : -1);
  };

  return (
    <div className={cn('relative', className)}>
      <input
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${listId}-${activeOption.value}` : undefined}
        autoComplete="off"
        className={cn(fieldClassName, 'h-10 pr-9')}
        value={query ?? chosen?.label ?? ''}
        onChange={(event) => type(event.target.value)}
        onKeyDown={keyDown}
        onClick={(event) => {
          onClick?.(event);
          if (!open) openAt(chosen ? shown.indexOf(chosen) : -1);
        }}
        onBlur={(event) => {
          close();
          onBlur?.(event);
        }}
        {...inputProps}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-neutral-500"
      />
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!open || shown.length === 0}
        className="absolute top-full z-30 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-neutral-200 bg-white p-1 shadow-popover"
      >
        {shown.map((option, index) => (
          <li
            key={option.value}
            id={`${listId}-${option.value}`}
            role="option"
            aria-selected={option.value === value}
            // The field keeps the focus: a click chooses without blurring it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onMouseMove={() => active !== index && setActive(index)}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-2 rounded-sm px-2 py-2 text-sm text-neutral-800',
              index === active && 'bg-primary-50 text-primary-900',
            )}
          >
            {option.label}
            {option.value === value && <Check aria-hidden="true" className="size-4 shrink-0" />}
          </li>
        ))}
      </ul>
      {open && shown.length === 0 && (
        <p
          role="status"
          className="absolute top-full z-30 mt-1 w-full rounded-md border border-neutral-200 bg-white px-3 py-2 text-sm text-neutral-600 shadow-popover"
        >
          {emptyText}
        </p>
      )}
    </div>
  );
}
