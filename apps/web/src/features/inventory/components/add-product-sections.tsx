import { Controller } from '../../../lib/form/controller';
import type { UseFormReturn } from '../../../lib/form/use-form';
import type { InventoryResponse } from '@marketplace/contract';
import type { z } from 'zod';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { ChosenImages } from '../hooks/use-chosen-images';
import type { addProductForm, AddProductFormValues } from '../product-form';
import { wholesaleTermsTexts } from '../wholesale-terms-form';
import { ImagePicker } from './image-picker';
import { PriceStockSkuInputs, ProductChoiceInputs } from './product-field-inputs';
import { ProductTaxInputs } from './product-tax-inputs';
import { RichTextField } from './rich-text-field';
import { WholesaleTermsInputs } from './wholesale-terms-inputs';

interface AddProductSectionsProps {
  form: UseFormReturn<AddProductFormValues, z.output<typeof addProductForm>>;
  lookups: Pick<InventoryResponse, 'categoires' | 'brands'> | undefined;
  images: ChosenImages;
  imageErrors: string[];
}

/** The fields of the add-product payload, grouped as a wholesaler thinks of them. */
export function AddProductSections({ form, lookups, images, imageErrors }: AddProductSectionsProps) {
  const { errors } = form.formState;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <div className="grid gap-6 lg:col-span-2">
        <Card>
          <CardHeader>
            <CardTitle>Product details</CardTitle>
            <CardDescription>What retailers see on the product page.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <FormField id="product-name" label="Name" error={errors.name?.message}>
              <Input autoComplete="off" placeholder="e.g. Basmati Rice 25 kg (Pack of 4)" {...form.register('name')} />
            </FormField>
            <Controller
              control={form.control}
              name="description"
              render={({ field }) => (
                <RichTextField
                  id="product-description"
                  label="Description"
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.description?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="specifications"
              render={({ field }) => (
                <RichTextField
                  id="product-specifications"
                  label="Specifications"
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.specifications?.message}
                />
              )}
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Images</CardTitle>
            <CardDescription>The main image leads in the catalogue and on the product page.</CardDescription>
          </CardHeader>
          <CardContent>
            <ImagePicker chosen={images} serverErrors={imageErrors} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{wholesaleTermsTexts.title}</CardTitle>
            <CardDescription>{wholesaleTermsTexts.description}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <WholesaleTermsInputs form={form} idPrefix="product" />
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Price and stock</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <PriceStockSkuInputs form={form} idPrefix="product" withHints />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Organisation</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            <ProductChoiceInputs form={form} idPrefix="product" lookups={lookups} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>GST</CardTitle>
            <CardDescription>Printed on every invoice of this product. The category suggests both.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <ProductTaxInputs form={form} idPrefix="product" />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
