import { useState } from 'react';
import { Link } from 'react-router';
import { PackagePlus, SearchX } from 'lucide-react';
import type { InventoryResponse, Product } from '@marketplace/contract';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { countLowStock, filterInventory, type InventoryFilter } from '../inventory-filter';
import { DeleteProductDialog } from './delete-product-dialog';
import { EditProductDialog } from './edit-product-dialog';
import { InventoryCards, InventoryTable } from './inventory-table';
import { InventorySummary } from './inventory-summary';
import { InventoryToolbar } from './inventory-toolbar';

interface InventoryListProps {
  inventory: InventoryResponse;
  filter: InventoryFilter;
  onFilterChange: (change: Partial<InventoryFilter>) => void;
}

/** The loaded inventory: figures, search and low-stock filter, products, and the edit and delete dialogs. */
export function InventoryList({ inventory, filter, onFilterChange }: InventoryListProps) {
  const [editing, setEditing] = useState<Product | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const { products } = inventory;
  // Counted in the browser with the same rule as the filter, so the count always equals what the toggle shows.
  const lowStockCount = countLowStock(products);
  const shown = filterInventory(products, filter);

  if (products.length === 0) {
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
        productCount={products.length}
        totalSales={inventory.total_sales}
        lowStockCount={lowStockCount}
      />
      <InventoryToolbar filter={filter} lowStockCount={lowStockCount} onChange={onFilterChange} />
      <p className="-mt-2 text-sm text-neutral-600" role="status">
        Showing {shown.length} of {products.length} products
      </p>
      {shown.length === 0 ? (
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          title="No products match"
          description={filter.lowStockOnly ? 'No low-stock product matches your search.' : 'Try another name or SKU.'}
        />
      ) : (
        <>
          <InventoryTable products={shown} onEdit={setEditing} onDelete={setDeleting} />
          <InventoryCards products={shown} onEdit={setEditing} onDelete={setDeleting} />
        </>
      )}
      <EditProductDialog product={editing} lookups={inventory} onClose={() => setEditing(null)} />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
