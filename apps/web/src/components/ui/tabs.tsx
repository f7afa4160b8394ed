import { createContext, use, useId, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { elementForKey } from '../../lib/arrow-key-focus';
import { cn } from '../../lib/cn';

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): arrow keys, Home and End move to a tab and
 * show its panel; only the selected tab is in the Tab order. Controlled with `value` and
 * `onValueChange`, or left to itself from `defaultValue`.
 */
interface TabsState {
  value: string;
  select(value: string): void;
  idOf(part: 'tab' | 'panel', value: string): string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = use(TabsContext);
  if (!tabs) throw new Error('Tab parts must be inside <Tabs>');
  return tabs;
}

interface TabsProps {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}

export function Tabs({ value, defaultValue = '', onValueChange, className, children }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const base = useId();
  const tabs: TabsState = {
    value: value ?? own,
    select(next) {
      setOwn(next);
      onValueChange?.(next);
    },
    idOf: (part, tabValue) => `${base}-${part}-${tabValue}`,
  };
  return (
    <TabsContext value={tabs}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

function moveBetweenTabs(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
  const tab = elementForKey(event.key, tabs, 'horizontal');
  if (!tab) return;
  event.preventDefault();
  tab.focus();
  tab.click();
}

export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      onKeyDown={moveBetweenTabs}
      className={cn('inline-flex w-full items-center gap-1 rounded-lg bg-neutral-100 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, ...props }: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={selected}
      aria-controls={tabs.idOf('panel', value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      onClick={() => tabs.select(value)}
      className={cn(
        'inline-flex h-9 flex-1 cursor-pointer items-center justify-center gap-2 rounded-md px-3 text-sm font-medium text-neutral-600 transition-colors',
        'hover:text-neutral-900 data-[state=active]:bg-white data-[state=active]:text-primary-800 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** The selected tab's panel; the others are not rendered. */
export function TabsContent({ value, className, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      tabIndex={0}
      className={cn('mt-5', className)}
      {...props}
    />
  );
}
