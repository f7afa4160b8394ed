import { useState } from 'react';
import type { Product } from '@marketplace/contract';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { useDeleteProduct } from '../api/delete-product';

export const DELETE_QUESTION = 'Are you sure you want to delete this product?';

interface DeleteProductDialogProps {
  product: Product | null;
  onClose: () => void;
}

/**
 * Asks before deleting (spec section 8): confirming says `Product deleted`; cancelling in any way
 * (button, Escape, close) says `Action canceled`; a failure keeps the dialog open with the reason.
 */
export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const remove = useDeleteProduct();
  const [failure, setFailure] = useState<string | null>(null);

  function close() {
    setFailure(null);
    remove.reset();
    onClose();
  }

  function cancel() {
    if (remove.isPending) return;
    toast({ title: 'Action canceled' });
    close();
  }

  function confirm() {
    if (!product) return;
    setFailure(null);
    remove.mutate(product.id, {
      onSuccess: () => {
        toast({ variant: 'success', title: 'Product deleted', description: product.name });
        close();
      },
      onError: (error) => setFailure(error.message),
    });
  }

  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && cancel()}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete product</DialogTitle>
          <DialogDescription>{DELETE_QUESTION}</DialogDescription>
        </DialogHeader>
        {product && (
          <p className="rounded-lg bg-neutral-50 px-3 py-2 text-sm font-medium text-neutral-900">{product.name}</p>
        )}
        {failure && (
          <Alert variant="destructive">
            <AlertTitle>Error deleting product</AlertTitle>
            {failure !== 'Error deleting product' && <AlertDescription>{failure}</AlertDescription>}
          </Alert>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={cancel} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" loading={remove.isPending} onClick={confirm}>
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
