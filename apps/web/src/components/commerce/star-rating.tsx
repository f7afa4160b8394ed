import { Star, StarHalf } from 'lucide-react';
import { cn } from '../../lib/cn';

const sizes = { sm: 'size-3.5', md: 'size-4', lg: 'size-5' } as const;

/** Full, half and empty stars of a rating, rounded to the nearest half. */
export function starFills(rating: number): Array<'full' | 'half' | 'empty'> {
  const halves = Math.round(Math.min(Math.max(rating, 0), 5) * 2);
  return Array.from({ length: 5 }, (_, index) => {
    if (halves >= (index + 1) * 2) return 'full';
    return halves === index * 2 + 1 ? 'half' : 'empty';
  });
}

interface StarRatingProps {
  rating: number;
  size?: keyof typeof sizes;
  className?: string;
}

/** A rating out of 5 as five stars; read out as "Rated 4.3 out of 5". */
export function StarRating({ rating, size = 'md', className }: StarRatingProps) {
  const label = `Rated ${Number(rating.toFixed(1))} out of 5`;
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {starFills(rating).map((fill, index) => (
        <span key={index} className={cn('relative inline-flex', sizes[size])}>
          <Star aria-hidden="true" className={cn('absolute inset-0 size-full text-neutral-300')} />
          {fill === 'full' && (
            <Star aria-hidden="true" className="absolute inset-0 size-full fill-warning-500 text-warning-500" />
          )}
          {fill === 'half' && (
            <StarHalf aria-hidden="true" className="absolute inset-0 size-full fill-warning-500 text-warning-500" />
          )}
        </span>
      ))}
    </span>
  );
}
