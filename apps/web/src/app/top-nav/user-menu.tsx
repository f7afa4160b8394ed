import { Link } from 'react-router';
import { ChevronDown, CircleUserRound, LogOut, Package, Settings } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import type { NavItem } from './nav-items';

const ROLE_LABEL = { retailer: 'Retailer account', wholesaler: 'Wholesaler account', admin: 'Administrator' } as const;

interface UserMenuProps {
  items: NavItem[];
  userType: keyof typeof ROLE_LABEL | null;
  onLogout: () => void;
}

export function UserMenu({ items, userType, onLogout }: UserMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>
        <Button variant="ghost">
          <CircleUserRound aria-hidden="true" className="size-5" />
          <span>Account</span>
          <ChevronDown aria-hidden="true" className="size-4 text-neutral-500" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {userType && <DropdownMenuLabel>{ROLE_LABEL[userType]}</DropdownMenuLabel>}
        {items.map((item) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to}>
              {item.to === '/settings' ? <Settings aria-hidden="true" /> : <Package aria-hidden="true" />}
              {item.label}
            </Link>
          </DropdownMenuItem>
        ))}
        {items.length > 0 && <DropdownMenuSeparator />}
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
