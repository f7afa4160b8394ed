import { Star } from 'lucide-react';
import { histogramBars } from '../reviews';

/** How many reviews gave 5 down to 1 stars, as counts and bars. */
export function ReviewHistogram({ histogram }: { histogram: Record<string, number> }) {
  return (
    <ul className="grid gap-2">
      {histogramBars(histogram).map(({ stars, count, percent }) => (
        <li key={stars} className="grid grid-cols-[3rem_minmax(0,1fr)_2.5rem] items-center gap-3 text-sm">
          <span className="inline-flex items-center gap-1 font-medium text-neutral-700">
            {stars}
            <Star aria-hidden="true" className="size-3.5 fill-warning-500 text-warning-500" />
            <span className="sr-only">{stars === 1 ? 'star' : 'stars'}</span>
          </span>
          <div
            role="progressbar"
            aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${count} ${count === 1 ? 'review' : 'reviews'}`}
            className="h-2.5 overflow-hidden rounded-full bg-neutral-200"
          >
            <div className="h-full rounded-full bg-warning-500" style={{ width: `${percent}%` }} />
          </div>
          <span className="text-right text-neutral-600 tabular-nums">{count}</span>
        </li>
      ))}
    </ul>
  );
}
