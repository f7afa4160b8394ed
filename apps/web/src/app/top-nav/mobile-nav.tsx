import { LogOut } from 'lucide-react';
import { CategoriesMenu } from '../../features/catalog/components/categories-menu';
import { NavItemLink } from './nav-item-link';
import type { NavItem } from './nav-items';

interface MobileNavProps {
  id: string;
  links: NavItem[];
  showCategories: boolean;
  onNavigate: () => void;
  onLogout: () => void;
}

/** The links of the top bar on small screens, revealed by the menu button. */
export function MobileNav({ id, links, showCategories, onNavigate, onLogout }: MobileNavProps) {
  return (
    <nav
      id={id}
      aria-label="Main"
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-y border-neutral-200 bg-white shadow-popover lg:hidden"
    >
      <div className="mx-auto grid max-w-7xl gap-1 px-4 py-3 sm:px-6">
        {showCategories && (
          <div className="flex">
            <CategoriesMenu />
          </div>
        )}
        {links.map((item) => (
          <NavItemLink key={item.to} item={item} onClick={onNavigate} />
        ))}
        <button
          type="button"
          onClick={onLogout}
          className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2.5 text-left text-sm font-medium text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900"
        >
          <LogOut aria-hidden="true" className="size-4" />
          Log out
        </button>
      </div>
    </nav>
  );
}
