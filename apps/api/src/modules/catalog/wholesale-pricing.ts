import { quantityProblem, unitPriceFor } from '@marketplace/contract';
import { products } from '../../db/schema.js';
import { fieldError } from '../../errors/app-error.js';

type PricedProduct = Pick<
  typeof products.$inferSelect,
  'name' | 'pricePaise' | 'priceTiers' | 'minOrderQuantity' | 'orderMultiple' | 'maxOrderQuantity'
>;

/** The columns that price and check a quantity of a product, for a select. */
export const pricingColumns = {
  name: products.name,
  pricePaise: products.pricePaise,
  priceTiers: products.priceTiers,
  minOrderQuantity: products.minOrderQuantity,
  orderMultiple: products.orderMultiple,
  maxOrderQuantity: products.maxOrderQuantity,
  packLabel: products.packLabel,
  stock: products.stock,
  wholesalerId: products.wholesalerId,
};

/** What one unit costs in a line of `quantity` units, in paise: the deepest slab reached, else the price. */
export const unitPricePaise = (product: PricedProduct, quantity: number) =>
  unitPriceFor(
    product.pricePaise,
    product.priceTiers.map((tier) => ({ min_quantity: tier.min_quantity, price: tier.price_paise })),
    quantity,
  );

/** The product's minimum, case pack and maximum, as the contract's quantity rules name them. */
export const quantityRulesOf = (product: PricedProduct) => ({
  min_order_quantity: product.minOrderQuantity,
  order_multiple: product.orderMultiple,
  max_order_quantity: product.maxOrderQuantity,
});

/** The rule of the product's minimum, case pack or maximum that `quantity` breaks, as its message, or null. */
export const orderableQuantityProblem = (product: PricedProduct, quantity: number) =>
  quantityProblem(product.name, quantityRulesOf(product), quantity);

/** Refuses a quantity that breaks the product's minimum, case pack or maximum, with the rule's message. */
export function assertOrderableQuantity(product: PricedProduct, quantity: number, field: string) {
  const problem = orderableQuantityProblem(product, quantity);
  if (problem) throw fieldError(field, problem);
}
