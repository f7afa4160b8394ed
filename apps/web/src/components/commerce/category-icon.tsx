import { createElement } from 'react';
import {
  Apple,
  Baby,
  BookOpen,
  Car,
  Cpu,
  Dumbbell,
  Gem,
  Hammer,
  Package,
  Pill,
  Refrigerator,
  Shirt,
  ShoppingBasket,
  Smartphone,
  Sofa,
  Sparkles,
  ToyBrick,
  Tv,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';

/**
 * The lucide icons a category may name. Listed one by one so that only these are bundled (the whole
 * set is several hundred kilobytes); an unknown name falls back to a parcel.
 */
const ICONS: Record<string, LucideIcon> = {
  apple: Apple,
  baby: Baby,
  'book-open': BookOpen,
  car: Car,
  cpu: Cpu,
  dumbbell: Dumbbell,
  gem: Gem,
  hammer: Hammer,
  package: Package,
  pill: Pill,
  refrigerator: Refrigerator,
  shirt: Shirt,
  'shopping-basket': ShoppingBasket,
  smartphone: Smartphone,
  sofa: Sofa,
  sparkles: Sparkles,
  'toy-brick': ToyBrick,
  tv: Tv,
  'utensils-crossed': UtensilsCrossed,
};

/** Accepts the kebab-case name ("toy-brick") as well as the component name ("ToyBrick"). */
export function categoryIconFor(name: string | null | undefined): LucideIcon {
  if (!name) return Package;
  const kebab = name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
  return ICONS[kebab] ?? Package;
}

export function CategoryIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  return createElement(categoryIconFor(name), { 'aria-hidden': true, className });
}
