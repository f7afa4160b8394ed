import { Link } from 'react-router';
import { Store } from 'lucide-react';

export function BrandLogo() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md text-neutral-900">
      <span className="flex size-9 items-center justify-center rounded-lg bg-primary-800 text-white">
        <Store aria-hidden="true" className="size-5" />
      </span>
      <span className="text-sm leading-tight font-bold tracking-tight sm:text-base">
        <span className="block sm:inline">Wholesale</span>{' '}
        <span className="block text-primary-700 sm:inline">Marketplace</span>
      </span>
    </Link>
  );
}
