import { formatRupees } from '@marketplace/contract';
import { cn } from '../../lib/cn';

interface PriceProps {
  rupees: number;
  /** Shown after the price, as in "Rs. 2,999.00 / unit". */
  unit?: string;
  className?: string;
}

/** A price in rupees with the Rs. prefix and Indian digit grouping. */
export function Price({ rupees, unit, className }: PriceProps) {
  return (
    <p className={cn('font-semibold text-neutral-900 tabular-nums', className)}>
      {formatRupees(rupees)}
      {unit && <span className="ml-1 text-sm font-normal text-neutral-500">/ {unit}</span>}
    </p>
  );
}
