import { Link, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { LoadError } from '../../../components/ui/load-error';
import { buttonClassName } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSession } from '../../../lib/session';
import { useInventory } from '../api/get-inventory';
import { InventoryList } from '../components/inventory-list';
import { readInventoryFilter, toInventoryQuery, writeInventoryFilter, type InventoryFilter } from '../inventory-filter';

function InventorySkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-label="Loading inventory">
      <div className="grid grid-cols-3 gap-3 sm:gap-4">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
      <Skeleton className="h-10 max-w-sm" />
      <div className="grid gap-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-16" />
        ))}
      </div>
    </div>
  );
}

function InventoryContent() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readInventoryFilter(searchParams);
  const inventory = useInventory(toInventoryQuery(filter));
  // A new page is a step back can undo; a search, filter or sort replaces the entry it refines.
  const changeFilter = (change: Partial<InventoryFilter>) =>
    setSearchParams((current) => writeInventoryFilter(current, change), {
      replace: change.page === undefined,
      preventScrollReset: true,
    });

  if (inventory.isPending) return <InventorySkeleton />;
  if (inventory.isError) {
    return <LoadError title="Error fetching inventory" query={inventory} />;
  }
  return (
    <InventoryList
      inventory={inventory.data}
      filter={filter}
      updating={inventory.isPlaceholderData}
      onFilterChange={changeFilter}
    />
  );
}

/** Wholesaler stock management (spec sections 2 and 8). */
export function InventoryPage() {
  const { userType } = useSession();
  const wholesaler = userType === 'wholesaler';
  return (
    <div>
      <title>Inventory · Wholesale Marketplace</title>
      <PageHeading
        title="Inventory"
        description="Your products, their stock and sales. Keep prices and stock up to date."
        actions={
          wholesaler && (
            <Link to="/add_product" className={buttonClassName()}>
              <Plus aria-hidden="true" className="size-4" />
              Add Product
            </Link>
          )
        }
      />
      {wholesaler ? (
        <InventoryContent />
      ) : (
        <Alert variant="destructive">
          <AlertTitle>Access Denied</AlertTitle>
          <AlertDescription>Only wholesalers have an inventory.</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
