import { lazy, Suspense } from 'react';
import type { InventoryResponse, Product } from '@marketplace/contract';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';

// The form (its inputs, react-hook-form and the contract's schemas) downloads when a product is first edited,
// not with the inventory list.
const EditProductForm = lazy(() =>
  import('./edit-product-form').then((module) => ({ default: module.EditProductForm })),
);

interface EditProductDialogProps {
  product: Product | null;
  lookups: Pick<InventoryResponse, 'categoires' | 'brands'>;
  onClose: () => void;
}

/** Edits a product's listing fields in place; stays open (with the reason) when saving fails. */
export function EditProductDialog({ product, lookups, onClose }: EditProductDialogProps) {
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit product</DialogTitle>
          <DialogDescription>{product ? product.name : ''}</DialogDescription>
        </DialogHeader>
        {product && (
          <Suspense fallback={<Spinner label="Loading..." />}>
            <EditProductForm key={product.id} product={product} lookups={lookups} onSaved={onClose} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
