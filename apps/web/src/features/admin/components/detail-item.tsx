import type { ReactNode } from 'react';

/** One labelled fact in an administrator's review card. */
export function DetailItem({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'grid gap-0.5 sm:col-span-2' : 'grid gap-0.5'}>
      <dt className="text-xs font-medium tracking-wide text-neutral-500 uppercase">{label}</dt>
      <dd className="text-sm break-words text-neutral-900">{children}</dd>
    </div>
  );
}
