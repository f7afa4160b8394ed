import { cn } from '../../lib/cn';

const heights = { sm: 'h-3.5', md: 'h-4', lg: 'h-5' } as const;

/** A star is 24 units wide, with 4 units of space after it (the `.star-rating` masks draw it so). */
const STAR_UNITS = 24;
const CELL_UNITS = 28;

/** How much of the five stars' row is filled for a rating, rounded to the nearest half star, in percent. */
export function starFillPercent(rating: number): number {
  const halves = Math.round(Math.min(Math.max(rating, 0), 5) * 2);
  const filledUnits = Math.floor(halves / 2) * CELL_UNITS + (halves % 2) * (STAR_UNITS / 2);
  return (filledUnits / (5 * CELL_UNITS)) * 100;
}

interface StarRatingProps {
  rating: number;
  size?: keyof typeof heights;
  className?: string;
}

/**
 * A rating out of 5 as five stars, read out as "Rated 4.3 out of 5". The stars are two masked boxes, empty
 * stars under the filled part, rather than five icons each: a listing shows one rating per card.
 */
export function StarRating({ rating, size = 'md', className }: StarRatingProps) {
  const label = `Rated ${Number(rating.toFixed(1))} out of 5`;
  return (
    <span role="img" aria-label={label} className={cn('star-rating', heights[size], className)}>
      <span className="star-rating-fill" style={{ width: `${starFillPercent(rating)}%` }} />
    </span>
  );
}
