import type { ReactNode } from 'react';
import { Card } from './card';

interface FigureCardProps {
  label: string;
  value: ReactNode;
  hint: string;
  icon: ReactNode;
  /** Amounts that make up the value, each with its name. */
  parts?: ReactNode;
}

/** One figure with its icon, label and a line of explanation: the dashboard's and the Payments page's cards. */
export function FigureCard({ label, value, hint, icon, parts }: FigureCardProps) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700 [&_svg]:size-5">
        {icon}
      </div>
      <div className="grid min-w-0 gap-0.5">
        <p className="text-sm font-medium text-neutral-600">{label}</p>
        <p className="text-xl font-bold tracking-tight break-words text-neutral-900 tabular-nums">{value}</p>
        {parts}
        <p className="text-xs text-neutral-500">{hint}</p>
      </div>
    </Card>
  );
}
