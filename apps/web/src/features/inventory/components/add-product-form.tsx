import { useState } from 'react';
import { useForm } from '../../../lib/form/use-form';
import { useNavigate } from 'react-router';
import type { InventoryResponse } from '@marketplace/contract';
import type { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useSession } from '../../../lib/session';
import { addProductMessages, describeAddProductFailure, type AddProductFailure } from '../add-product-outcome';
import { useCreateProduct } from '../api/create-product';
import type { addProductForm, AddProductFormValues } from '../product-form';
import { addProductValidation } from '../product-validation';
import { withDrugSchedule } from '../drug-schedule';
import { useChosenImages } from '../hooks/use-chosen-images';
import { toImageUploads } from '../product-image-files';
import { applyServerFieldErrors } from '../../../lib/server-field-errors';
import { imageFieldErrors } from '../server-field-errors';
import { wholesaleTermsErrorFields, wholesaleTermsFormValues } from '../wholesale-terms-form';
import { AddProductSections } from './add-product-sections';

const FIELDS = [
  'name',
  'description',
  'specifications',
  'category',
  'brand',
  'product_type',
  'price',
  'stock',
  'sku',
  'hsn_code',
  'gst_rate',
  'unit',
  'drug_schedule',
] as const;

const emptyProduct: Partial<AddProductFormValues> = {
  name: '',
  description: '',
  specifications: '',
  price: undefined, // empty until typed: the schema then says "Price is required"
  product_type: 'other',
  stock: 1,
  sku: '',
  hsn_code: '', // both filled from the category once one is chosen
  unit: 'NOS',
  drug_schedule: 'none', // asked for, and sent, only with a medicine category
  ...wholesaleTermsFormValues(),
};

interface AddProductFormProps {
  lookups: Pick<InventoryResponse, 'categoires' | 'brands'> | undefined;
}

/** The add-product form: validated with the server's own schema, images sent as base64 data URLs. */
export function AddProductForm({ lookups }: AddProductFormProps) {
  const navigate = useNavigate();
  const { userType } = useSession();
  const create = useCreateProduct();
  const images = useChosenImages();
  const [failure, setFailure] = useState<AddProductFailure | null>(null);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const form = useForm<AddProductFormValues, z.output<typeof addProductForm>>({
    resolver: addProductValidation.resolver,
    defaultValues: emptyProduct,
  });

  // Back one page (spec); a page opened directly has nowhere to go back to, so it goes to the inventory.
  const leave = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (index > 0 ? navigate(-1) : navigate('/inventory'));
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setImageErrors([]);
    if (userType !== 'wholesaler') {
      setFailure({ title: addProductMessages.wholesalersOnly });
      return;
    }
    try {
      const uploads = await toImageUploads(
        images.images.map((image) => image.file),
        images.mainIndex,
      );
      await create.mutateAsync({ ...withDrugSchedule(values, lookups?.categoires ?? []), images: uploads });
    } catch (error) {
      const slabCount = form.getValues('price_tiers')?.length ?? 0;
      applyServerFieldErrors(error, form.setError, [...FIELDS, ...wholesaleTermsErrorFields(slabCount)]);
      setImageErrors(imageFieldErrors(error));
      setFailure(describeAddProductFailure(error));
      return;
    }
    toast({ variant: 'success', title: addProductMessages.added, description: values.name });
    leave();
  });

  const submitting = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} onFocus={addProductValidation.preload} noValidate className="grid gap-6">
      <AddProductSections form={form} lookups={lookups} images={images} imageErrors={imageErrors} />
      <div className="grid gap-4 border-t border-neutral-200 pt-6">
        {failure && (
          <Alert variant="destructive">
            <AlertTitle>{failure.title}</AlertTitle>
            {failure.detail && failure.detail !== failure.title && (
              <AlertDescription>{failure.detail}</AlertDescription>
            )}
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={leave} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Add Product
          </Button>
        </div>
      </div>
    </form>
  );
}
