import { Link } from 'react-router';
import type { Category } from '@marketplace/contract';
import { categorySearchPath } from '../../../lib/catalog-links';
import { CategoryIcon } from '../../../components/commerce/category-icon';
import { SectionHeading } from './section-heading';

/** Each featured category leads to the listing filtered by it. */
export function FeaturedCategories({ categories }: { categories: Category[] }) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="categories-heading" className="grid gap-5">
      <SectionHeading id="categories-heading" title="Featured categories" />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
        {categories.map((category) => (
          <li key={category.id} className="grid">
            <Link
              to={categorySearchPath(category.name)}
              className="flex flex-col items-center gap-2 rounded-xl border border-neutral-200 bg-white px-3 py-4 text-center text-sm font-medium text-neutral-800 shadow-card transition-colors hover:border-primary-300 hover:bg-primary-50 hover:text-primary-900"
            >
              <span className="flex size-11 items-center justify-center rounded-full bg-primary-50 text-primary-700">
                <CategoryIcon name={category.icon} className="size-5" />
              </span>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
