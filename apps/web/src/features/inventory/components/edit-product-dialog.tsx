import type { InventoryResponse, Product } from '@marketplace/contract';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { EditProductForm } from './edit-product-form';

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
        {product && <EditProductForm key={product.id} product={product} lookups={lookups} onSaved={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
