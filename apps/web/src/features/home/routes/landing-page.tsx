import { Suspense } from 'react';
import { Link } from 'react-router';
import { usePrefetchQuery } from '@tanstack/react-query';
import { BadgeCheck, CreditCard, Truck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { homeDataQueryOptions } from '../api/get-home-data';

// The landing page is part of the first download: its data-driven sections come as a chunk of their
// own, fetched while the home data is already on its way. A landing page drawn by the server is taken over
// once they have come (the route's `loadBeforeTakeover`), so that the drawn sections stay as they are.
const homeSections = preloadableLazy(() => import('../components/home-sections').then((module) => module.HomeSections));
const HomeSections = homeSections.Component;
export const preloadHomeSections = homeSections.preload;
const SectionsLoading = () => (
  <div role="status" aria-label="Loading featured products" className="h-96 animate-pulse rounded-2xl bg-neutral-200" />
);

const promises = [
  {
    Icon: BadgeCheck,
    title: 'Verified wholesalers',
    text: 'Every seller is checked by our team before they can list a single product.',
  },
  {
    Icon: CreditCard,
    title: 'Secure online payment',
    text: 'Pay by card, UPI or net banking; each order is confirmed once the payment is verified.',
  },
  {
    Icon: Truck,
    title: 'Track every order',
    text: 'Follow each order from confirmation to delivery, with a printable invoice.',
  },
];

/** The home page for retailers and visitors (spec section 2). */
export function LandingPage() {
  usePrefetchQuery(homeDataQueryOptions());
  return (
    <div className="grid gap-10 lg:gap-14">
      <section className="relative overflow-hidden rounded-2xl bg-primary-900 px-6 py-12 text-white sm:px-10 sm:py-16 lg:px-14 lg:py-20">
        <div
          aria-hidden="true"
          className="absolute -top-24 -right-24 size-72 rounded-full bg-primary-700/60 blur-3xl sm:size-96"
        />
        <div className="relative grid max-w-2xl gap-5">
          <p className="text-sm font-semibold tracking-wide text-primary-200 uppercase">B2B wholesale for India</p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl lg:text-5xl">
            Stock your shop straight from trusted wholesalers
          </h1>
          <p className="text-base text-primary-100 sm:text-lg">
            Compare wholesale prices across categories, order in bulk and pay online, with GST details on every invoice.
          </p>
          <div className="flex flex-wrap gap-3 pt-2">
            <Button asChild size="lg" variant="inverse">
              <Link to="/products">Shop Now</Link>
            </Button>
            <Button asChild size="lg" variant="inverseOutline">
              <Link to="/register">Sell on the marketplace</Link>
            </Button>
          </div>
        </div>
      </section>

      <Suspense fallback={<SectionsLoading />}>
        <HomeSections />
      </Suspense>

      <section aria-labelledby="why-heading" className="grid gap-6">
        <h2 id="why-heading" className="text-xl font-semibold text-neutral-900 sm:text-2xl">
          Why retailers buy here
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {promises.map(({ Icon, title, text }) => (
            <li key={title} className="grid gap-3 rounded-xl border border-neutral-200 bg-white p-5 shadow-card">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="font-semibold text-neutral-900">{title}</h3>
              <p className="text-sm text-neutral-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
