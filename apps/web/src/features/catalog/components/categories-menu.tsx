import { Link } from 'react-router';
import { ChevronDown, LayoutGrid } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useCategories } from '../api/get-categories';
import { categorySearchPath } from '../search-paths';

/** "All Categories": each category leads to the search page filtered by it. */
export function CategoriesMenu({ className }: { className?: string }) {
  const categories = useCategories().data?.categories ?? [];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>
        <Button variant="ghost" className={className}>
          <LayoutGrid aria-hidden="true" className="size-4" />
          <span>All Categories</span>
          <ChevronDown aria-hidden="true" className="size-4 text-neutral-500" />
        </Button>
      </DropdownMenuTrigger>
      {/* A new content when the categories arrive: a menu opened while they load then focuses its first
          category as it does when opened later, instead of leaving the focus on the button. */}
      <DropdownMenuContent key={categories.length === 0 ? 'loading' : 'loaded'} align="start" className="w-60">
        {categories.length === 0 ? (
          <DropdownMenuItem disabled>Loading...</DropdownMenuItem>
        ) : (
          categories.map((category) => (
            <DropdownMenuItem key={category.id} asChild>
              <Link to={categorySearchPath(category.name)}>{category.name}</Link>
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
