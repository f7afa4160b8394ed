import { MapPin } from 'lucide-react';
import type { PublicWholesalerProfileResponse } from '@marketplace/contract';
import { ProductImage } from '../../../components/commerce/product-image';
import { StarRating } from '../../../components/commerce/star-rating';
import { VerifiedBadge } from '../../../components/commerce/verified-badge';
import { Card, CardContent } from '../../../components/ui/card';

/** The left card: logo, verified badge, company name, years in business and description. */
export function WholesalerCard({ profile }: { profile: PublicWholesalerProfileResponse }) {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-4 text-center">
        <ProductImage
          src={profile.logo}
          alt={`${profile.company_name} logo`}
          eager
          className="size-28 rounded-full border border-neutral-200 bg-white"
        />
        <div className="grid justify-items-center gap-2">
          {profile.verified && <VerifiedBadge />}
          <h1 className="text-xl font-bold tracking-tight text-neutral-900 sm:text-2xl">{profile.company_name}</h1>
          {profile.years_in_business > 0 && (
            <p className="text-sm font-medium text-primary-800">{profile.years_in_business} Years in Business</p>
          )}
        </div>
        {profile.rating > 0 && (
          <p className="flex items-center gap-2 text-sm text-neutral-600">
            <StarRating rating={profile.rating} />
            <span className="font-medium text-neutral-900">{profile.rating.toFixed(1)}</span>
          </p>
        )}
        {profile.company_description && (
          <p className="text-sm leading-relaxed whitespace-pre-line text-neutral-700">{profile.company_description}</p>
        )}
        {profile.address && (
          <p className="flex items-start gap-1.5 text-left text-sm text-neutral-600">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {profile.address}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
