import { useState } from 'react';
import { useForm } from '../../../lib/form/use-form';
import type { InventoryResponse, Product } from '@marketplace/contract';
import type { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/use-toast';
import { useEditProduct } from '../api/edit-product';
import { withDrugSchedule } from '../drug-schedule';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import type { editProductForm, EditProductFormValues } from '../product-form';
import { editProductValidation } from '../product-validation';
import { wholesaleTermsErrorFields, wholesaleTermsFormValues, wholesaleTermsTexts } from '../wholesale-terms-form';
import { PriceStockSkuInputs, ProductChoiceInputs } from './product-field-inputs';
import { ProductTaxInputs } from './product-tax-inputs';
import { WholesaleTermsInputs } from './wholesale-terms-inputs';

const FIELDS = [
  'name',
  'price',
  'stock',
  'sku',
  'category',
  'brand',
  'product_type',
  'hsn_code',
  'gst_rate',
  'unit',
  'drug_schedule',
] as const;

const valuesOf = (product: Product): EditProductFormValues => ({
  name: product.name,
  price: product.price,
  stock: product.stock,
  sku: product.sku ?? '',
  category: product.category?.id,
  brand: product.brand?.id,
  product_type: product.product_type,
  hsn_code: product.hsn_code,
  gst_rate: product.gst_rate,
  unit: product.unit,
  drug_schedule: product.drug_schedule,
  ...wholesaleTermsFormValues(product),
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
  const form = useForm<EditProductFormValues, z.output<typeof editProductForm>>({
    resolver: editProductValidation.resolver,
    defaultValues: valuesOf(product),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((changes) => {
    setFailure(null);
    edit.mutate(
      { id: product.id, changes: withDrugSchedule(changes, lookups.categoires) },
      {
        onSuccess: (saved) => {
          toast({ variant: 'success', title: 'Product updated', description: saved.name });
          onSaved();
        },
        onError: (error) => {
          const slabCount = form.getValues('price_tiers')?.length ?? 0;
          applyServerFieldErrors(error, form.setError, [...FIELDS, ...wholesaleTermsErrorFields(slabCount)]);
          setFailure(error.message);
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} onFocus={editProductValidation.preload} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="edit-name" label="Name" error={errors.name?.message} className="sm:col-span-2">
          <Input {...form.register('name')} />
        </FormField>
        <PriceStockSkuInputs form={form} idPrefix="edit" />
        <ProductChoiceInputs form={form} idPrefix="edit" lookups={lookups} />
        <ProductTaxInputs form={form} idPrefix="edit" />
        <div className="border-t border-neutral-200 pt-5 sm:col-span-2">
          <fieldset className="min-w-0" aria-describedby="edit-wholesale-terms-description">
            <legend className="mb-1 text-base font-semibold text-neutral-900">{wholesaleTermsTexts.title}</legend>
            <p id="edit-wholesale-terms-description" className="mb-4 text-sm text-neutral-600">
              {wholesaleTermsTexts.description}
            </p>
            <div className="grid gap-4 sm:grid-cols-2">
              <WholesaleTermsInputs form={form} idPrefix="edit" />
            </div>
          </fieldset>
        </div>
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
