import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import type { NavItem } from './nav-items';

export function NavItemLink({ item, className, onClick }: { item: NavItem; className?: string; onClick?: () => void }) {
  return (
    <NavLink
      to={item.to}
      end
      onClick={onClick}
      className={({ isActive }) =>
        cn(
          'rounded-md px-3 py-2 text-sm font-medium transition-colors',
          isActive ? 'bg-primary-50 text-primary-800' : 'text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900',
          className,
        )
      }
    >
      {item.label}
    </NavLink>
  );
}
