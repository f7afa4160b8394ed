import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { PackagePlus, SearchX } from 'lucide-react';
import type { InventoryResponse, Product } from '@marketplace/contract';
import { Button, buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../lib/cn';
import { pageCount, pageRange, type InventoryFilter } from '../inventory-filter';
import { InventoryCards } from './inventory-cards';
import { Pager } from '../../../components/ui/pager';
import { InventorySummary } from './inventory-summary';
import { InventoryTable } from './inventory-table';
import { InventoryToolbar } from './inventory-toolbar';

// The dialogs download when first opened: the list shows without them.
const EditProductDialog = lazy(() =>
  import('./edit-product-dialog').then((module) => ({ default: module.EditProductDialog })),
);
const DeleteProductDialog = lazy(() =>
  import('./delete-product-dialog').then((module) => ({ default: module.DeleteProductDialog })),
);

interface InventoryListProps {
  inventory: InventoryResponse;
  filter: InventoryFilter;
  /** True while another page or search loads and this one is still shown. */
  updating: boolean;
  onFilterChange: (change: Partial<InventoryFilter>) => void;
}

function NoMatch({ filter, onFilterChange }: Pick<InventoryListProps, 'filter' | 'onFilterChange'>) {
  const search = filter.search.trim();
  return (
    <EmptyState
      icon={<SearchX aria-hidden="true" />}
      title={search ? `No products match “${search}”` : 'No products match'}
      description={filter.lowStockOnly ? 'No low-stock product matches.' : 'Try another name or SKU.'}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          {search && (
            <Button variant="outline" onClick={() => onFilterChange({ search: '' })}>
              Clear search
            </Button>
          )}
          {filter.lowStockOnly && (
            <Button variant="outline" onClick={() => onFilterChange({ lowStockOnly: false })}>
              Show all stock
            </Button>
          )}
        </div>
      }
    />
  );
}

/** One page of the inventory: figures, search, filter and sort, the products, the pager, and the dialogs. */
export function InventoryList({ inventory, filter, updating, onFilterChange }: InventoryListProps) {
  const [editing, setEditing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const { products, count } = inventory;
  const changePage = (page: number) => {
    onFilterChange({ page });
    window.scrollTo({ top: 0 });
  };

  if (inventory.product_count === 0) {
    return (
      <EmptyState
        icon={<PackagePlus aria-hidden="true" />}
        title="You have not listed any products yet."
        description="Add your first product and retailers can find it in the catalog."
        action={
          <Link to="/add_product" className={buttonClassName()}>
            Add Product
          </Link>
        }
      />
    );
  }

  return (
    <div className="grid gap-6">
      <InventorySummary
        productCount={inventory.product_count}
        totalSales={inventory.total_sales}
        lowStockCount={inventory.low_stock_count}
      />
      <InventoryToolbar filter={filter} lowStockCount={inventory.low_stock_count} onChange={onFilterChange} />
      <p className="-mt-2 text-sm text-neutral-600" role="status">
        {products.length > 0
          ? `Showing ${pageRange(filter.page, products.length)} of ${count} ${count === 1 ? 'product' : 'products'}`
          : `${count} ${count === 1 ? 'product' : 'products'}`}
      </p>
      <div aria-busy={updating} className={cn('grid gap-4 transition-opacity', updating && 'opacity-60')}>
        {count === 0 ? (
          <NoMatch filter={filter} onFilterChange={onFilterChange} />
        ) : products.length === 0 ? (
          <EmptyState
            title={`There is no page ${filter.page}.`}
            action={<Button onClick={() => changePage(1)}>Go to page 1</Button>}
          />
        ) : (
          <>
            <InventoryTable
              products={products}
              sort={filter.sort}
              onSort={(sort) => onFilterChange({ sort })}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
            <InventoryCards products={products} onEdit={setEditing} onDelete={setDeleting} />
          </>
        )}
        <Pager label="Inventory pages" page={filter.page} pages={pageCount(count)} onPage={changePage} />
      </div>
      <Suspense fallback={null}>
        {editing && <EditProductDialog product={editing} lookups={inventory} onClose={() => setEditing(null)} />}
        {deleting && <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />}
      </Suspense>
    </div>
  );
}
