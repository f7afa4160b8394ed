import { MessageSquare } from 'lucide-react';
import type { Review } from '@marketplace/contract';
import { StarRating } from './star-rating';
import { EmptyState } from '../ui/empty-state';
import { formatLongDate } from '../../lib/format-date';

/** Each review: stars, the reviewer, the date and the comment. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  if (reviews.length === 0) {
    return (
      <EmptyState
        icon={<MessageSquare aria-hidden="true" />}
        title="No reviews yet"
        description="Retailers can review a product once an order of it has been delivered."
      />
    );
  }
  return (
    <ul className="divide-y divide-neutral-200">
      {reviews.map((review) => (
        <li key={review.id} className="grid gap-1.5 py-4 first:pt-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <StarRating rating={review.rating} size="sm" />
            <p className="text-sm font-semibold text-neutral-900">{review.user.username}</p>
            <time dateTime={review.created_at} className="text-sm text-neutral-500">
              {formatLongDate(review.created_at)}
            </time>
          </div>
          <p className="text-sm whitespace-pre-line text-neutral-700">{review.comment}</p>
        </li>
      ))}
    </ul>
  );
}
