import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  editProductRequest,
  type EditProductRequest,
  type InventoryResponse,
  type Product,
} from '@marketplace/contract';
import type { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { useEditProduct } from '../api/edit-product';
import { productTypeOptions } from '../product-types';
import { applyServerFieldErrors } from '../server-field-errors';
import { ChoiceField, idToChoice, toChoices } from './choice-field';

const FIELDS = ['name', 'price', 'stock', 'sku', 'category', 'brand', 'product_type'] as const;

const valuesOf = (product: Product): EditProductRequest => ({
  name: product.name,
  price: product.price,
  stock: product.stock,
  sku: product.sku ?? '',
  category: product.category?.id,
  brand: product.brand?.id,
  product_type: product.product_type,
});

interface EditProductFormProps {
  product: Product;
  lookups: Pick<InventoryResponse, 'categoires' | 'brands'>;
  onSaved: () => void;
}

export function EditProductForm({ product, lookups, onSaved }: EditProductFormProps) {
  const edit = useEditProduct();
  const [failure, setFailure] = useState<string | null>(null);
  // The same schema as the server, so the same messages before anything is sent.
  const form = useForm<EditProductRequest, unknown, z.output<typeof editProductRequest>>({
    resolver: zodResolver(editProductRequest),
    defaultValues: valuesOf(product),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((changes) => {
    setFailure(null);
    edit.mutate(
      { id: product.id, changes },
      {
        onSuccess: (saved) => {
          toast({ variant: 'success', title: 'Product updated', description: saved.name });
          onSaved();
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, FIELDS);
          setFailure(error.message);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="edit-name" label="Name" error={errors.name?.message} className="sm:col-span-2">
          <Input {...form.register('name')} />
        </FormField>
        <FormField id="edit-price" label="Price (Rs.)" error={errors.price?.message}>
          <Input
            type="number"
            step="0.01"
            min="0.01"
            inputMode="decimal"
            {...form.register('price', { valueAsNumber: true })}
          />
        </FormField>
        <FormField id="edit-stock" label="Stock" error={errors.stock?.message}>
          <Input
            type="number"
            step="1"
            min="0"
            inputMode="numeric"
            {...form.register('stock', { valueAsNumber: true })}
          />
        </FormField>
        <FormField id="edit-sku" label="SKU" error={errors.sku?.message}>
          <Input autoComplete="off" {...form.register('sku')} />
        </FormField>
        <Controller
          control={form.control}
          name="product_type"
          render={({ field }) => (
            <ChoiceField
              id="edit-product-type"
              label="Product Type"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              choices={productTypeOptions}
              placeholder="Choose a type"
              error={errors.product_type?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <ChoiceField
              id="edit-category"
              label="Category"
              value={idToChoice(field.value)}
              onChange={(value) => field.onChange(Number(value))}
              onBlur={field.onBlur}
              choices={toChoices(lookups.categoires)}
              placeholder="Choose a category"
              error={errors.category?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="brand"
          render={({ field }) => (
            <ChoiceField
              id="edit-brand"
              label="Brand"
              value={idToChoice(field.value)}
              onChange={(value) => field.onChange(Number(value))}
              onBlur={field.onBlur}
              choices={toChoices(lookups.brands)}
              placeholder="Choose a brand"
              error={errors.brand?.message}
            />
          )}
        />
      </div>
      {failure && (
        <Alert variant="destructive">
          <AlertTitle>Error updating product</AlertTitle>
          {failure !== 'Error updating product' && <AlertDescription>{failure}</AlertDescription>}
        </Alert>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" loading={edit.isPending}>
          Save changes
        </Button>
      </DialogFooter>
    </form>
  );
}
