import {
  createContext,
  use,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Slot } from 'radix-ui';
import { elementForKey } from '../../lib/arrow-key-focus';
import { cn } from '../../lib/cn';

/**
 * A menu button (WAI-ARIA "menu button" pattern): the trigger opens a list of menu items under it.
 * Arrow keys, Home and End move between items, Escape closes and returns to the trigger, and a click
 * outside or Tab closes it. Small on purpose: it is part of every logged-in page's first download.
 */
interface MenuState {
  open: boolean;
  setOpen(open: boolean): void;
  /** Which item takes focus when the menu opens. */
  focusOnOpen: 'first' | 'last';
  setFocusOnOpen(which: 'first' | 'last'): void;
  trigger: RefObject<HTMLElement | null>;
  triggerId: string;
  contentId: string;
}

const MenuContext = createContext<MenuState | null>(null);

function useMenu(): MenuState {
  const menu = use(MenuContext);
  if (!menu) throw new Error('Menu parts must be inside <DropdownMenu>');
  return menu;
}

export function DropdownMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const trigger = useRef<HTMLElement>(null);
  const id = useId();
  const menu = {
    open,
    setOpen,
    focusOnOpen,
    setFocusOnOpen,
    trigger,
    triggerId: `${id}-trigger`,
    contentId: `${id}-menu`,
  };
  return (
    <MenuContext value={menu}>
      <div className="relative">{children}</div>
    </MenuContext>
  );
}

/** Gives its one child (the button) the menu button's behaviour. */
export function DropdownMenuTrigger({ children }: { children: ReactNode }) {
  const { open, setOpen, setFocusOnOpen, trigger, triggerId, contentId } = useMenu();
  const openAt = (which: 'first' | 'last') => {
    setFocusOnOpen(which);
    setOpen(true);
  };
  return (
    <Slot.Root
      ref={trigger}
      id={triggerId}
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      onClick={() => (open ? setOpen(false) : openAt('first'))}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          openAt(event.key === 'ArrowDown' ? 'first' : 'last');
        }
      }}
    >
      {children}
    </Slot.Root>
  );
}

const enabledItems = (menu: HTMLElement) =>
  Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])'));

export function DropdownMenuContent({
  className,
  align = 'start',
  children,
}: {
  className?: string;
  align?: 'start' | 'end';
  children: ReactNode;
}) {
  const menu = useMenu();
  const contentRef = useRef<HTMLDivElement>(null);
  const { open, setOpen, focusOnOpen, trigger } = menu;

  useEffect(() => {
    const content = contentRef.current;
    if (!open || !content) return;
    const items = enabledItems(content);
    (focusOnOpen === 'first' ? items[0] : items.at(-1))?.focus();
    const closeOnOutsidePress = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!content.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [open, focusOnOpen, setOpen, trigger]);

  if (!open) return null;

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const item = elementForKey(event.key, enabledItems(event.currentTarget), 'vertical');
    if (item) {
      event.preventDefault();
      item.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div
      ref={contentRef}
      id={menu.contentId}
      role="menu"
      aria-labelledby={menu.triggerId}
      onKeyDown={moveFocus}
      className={cn(
        'absolute top-full z-50 mt-1.5 max-h-[70vh] min-w-44 overflow-y-auto',
        'rounded-md border border-neutral-200 bg-white p-1 shadow-popover',
        align === 'end' ? 'right-0' : 'left-0',
        className,
      )}
    >
      {children}
    </div>
  );
}

interface DropdownMenuItemProps extends Omit<ComponentProps<'button'>, 'onSelect'> {
  /** Renders the single child (a link) as the item. */
  asChild?: boolean;
  onSelect?: () => void;
}

export function DropdownMenuItem({ className, asChild, onSelect, disabled, onClick, ...props }: DropdownMenuItemProps) {
  const menu = useMenu();
  const Item = asChild ? Slot.Root : 'button';
  return (
    <Item
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      {...(asChild ? {} : { type: 'button' as const })}
      className={cn(
        'flex w-full cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-left text-sm text-neutral-800 outline-none select-none',
        'hover:bg-primary-50 hover:text-primary-900 focus:bg-primary-50 focus:text-primary-900',
        'aria-disabled:pointer-events-none aria-disabled:opacity-50',
        '[&_svg]:size-4 [&_svg]:text-neutral-500',
        className,
      )}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (disabled) return;
        onClick?.(event);
        onSelect?.();
        menu.setOpen(false);
      }}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="presentation"
      className={cn('px-2 py-1.5 text-xs font-semibold tracking-wide text-neutral-500 uppercase', className)}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<'div'>) {
  return <div role="separator" className={cn('-mx-1 my-1 h-px bg-neutral-200', className)} {...props} />;
}
