import { ToggleGroup } from 'radix-ui';
import type { DashboardPeriod } from '@marketplace/contract';
import { cn } from '../../../lib/cn';
import { dashboardPeriodOptions, isDashboardPeriod } from '../dashboard-periods';

interface PeriodSelectorProps {
  value: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
  className?: string;
}

/** Today, This Week, This Month, This Year: one choice at a time (a radio group for assistive technology). */
export function PeriodSelector({ value, onChange, className }: PeriodSelectorProps) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      // Clicking the chosen period again would clear it: keep the current one instead.
      onValueChange={(next) => {
        if (isDashboardPeriod(next)) onChange(next);
      }}
      aria-label="Period"
      className={cn('grid w-full grid-cols-4 gap-1 rounded-lg bg-neutral-100 p-1 sm:inline-flex sm:w-auto', className)}
    >
      {dashboardPeriodOptions.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          className={cn(
            'h-9 cursor-pointer rounded-md px-2 text-xs font-medium whitespace-nowrap text-neutral-600 transition-colors sm:px-3 sm:text-sm',
            'hover:text-neutral-900 data-[state=on]:bg-white data-[state=on]:text-primary-800 data-[state=on]:shadow-sm',
          )}
        >
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
