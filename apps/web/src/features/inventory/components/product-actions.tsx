import { Pencil, Trash2 } from 'lucide-react';
import type { Product } from '@marketplace/contract';
import { Button } from '../../../components/ui/button';

export interface ProductActionHandlers {
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** Edit and Delete for one product; the accessible names say which product. */
export function ProductActions({ product, onEdit, onDelete }: ProductActionHandlers & { product: Product }) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="sm" aria-label={`Edit ${product.name}`} onClick={() => onEdit(product)}>
        <Pencil aria-hidden="true" className="size-4" />
        <span className="lg:sr-only xl:not-sr-only">Edit</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete ${product.name}`}
        className="text-danger-700 hover:bg-danger-50 hover:text-danger-800"
        onClick={() => onDelete(product)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <span className="lg:sr-only xl:not-sr-only">Delete</span>
      </Button>
    </div>
  );
}
