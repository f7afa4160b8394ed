import { DEFAULT_WHOLESALE_TERMS, type Product } from '@marketplace/contract';

/** A product as the catalogue answers it: a medicine (Schedule H) unless `fields` say otherwise. */
export function catalogProduct(fields: Partial<Product> = {}): Product {
  return {
    id: 31,
    name: 'Paracetamol 500 mg (strip of 10)',
    price: 12.5,
    stock: 400,
    quantity: 400,
    sales: 0,
    description: '',
    specifications: '',
    images: [],
    category: { id: 4, name: 'Medicine' },
    brand: null,
    sku: null,
    product_type: 'medicine',
    hsn_code: '30049099',
    gst_rate: 12,
    unit: 'NOS',
    regulation: 'drug',
    drug_schedule: 'H',
    wholesaler: { id: 3, company_name: 'Shah Pharma Distributors', verified: true },
    rating: 0,
    review_count: 0,
    archived: false,
    ...DEFAULT_WHOLESALE_TERMS,
    ...fields,
  };
}
