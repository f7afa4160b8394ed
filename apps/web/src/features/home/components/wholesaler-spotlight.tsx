import { Link } from 'react-router';
import type { WholesalerSpotlight as Spotlight } from '@marketplace/contract';
import { ProductImage } from '../../../components/commerce/product-image';
import { StarRating } from '../../../components/commerce/star-rating';
import { VerifiedBadge } from '../../../components/commerce/verified-badge';
import { Button } from '../../../components/ui/button';
import { wholesalerPath } from '../../../lib/catalog-links';
import { SectionHeading } from './section-heading';

/** Verified wholesalers with the best ratings, each with a View Profile link. */
export function WholesalerSpotlight({ wholesalers }: { wholesalers: Spotlight[] }) {
  if (wholesalers.length === 0) return null;
  return (
    <section aria-labelledby="spotlight-heading" className="grid gap-5">
      <SectionHeading id="spotlight-heading" title="Wholesaler spotlight" />
      <ul className="grid gap-4 md:grid-cols-3">
        {wholesalers.map((wholesaler) => (
          <li
            key={wholesaler.user}
            className="flex flex-col gap-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-card"
          >
            <div className="flex items-center gap-3">
              <ProductImage
                src={wholesaler.logo}
                alt={`${wholesaler.company_name} logo`}
                className="size-14 shrink-0 rounded-full border border-neutral-200 bg-white"
              />
              <div className="grid min-w-0 gap-1">
                <h3 className="font-semibold text-neutral-900">{wholesaler.company_name}</h3>
                {wholesaler.verified && <VerifiedBadge className="w-fit" />}
              </div>
            </div>
            <p className="line-clamp-3 text-sm text-neutral-600">{wholesaler.company_description}</p>
            <div className="mt-auto flex items-center justify-between gap-3">
              <p className="flex items-center gap-1.5 text-sm text-neutral-600">
                <StarRating rating={wholesaler.rating} size="sm" />
                <span className="font-medium text-neutral-900">{wholesaler.rating.toFixed(1)}</span>
              </p>
              <Button asChild variant="outline" size="sm">
                <Link to={wholesalerPath(wholesaler.user)}>
                  View Profile<span className="sr-only">: {wholesaler.company_name}</span>
                </Link>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
