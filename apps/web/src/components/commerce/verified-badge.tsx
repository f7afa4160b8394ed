import { BadgeCheck } from 'lucide-react';
import { Badge } from '../ui/badge';

/** Marks a wholesaler our team has verified. */
export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <Badge variant="success" className={className}>
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      Verified
    </Badge>
  );
}
