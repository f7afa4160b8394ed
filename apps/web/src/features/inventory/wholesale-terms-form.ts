import type { z } from 'zod';
import {
  DEFAULT_WHOLESALE_TERMS,
  slabProblem,
  wholesaleTermsProblems,
  type PriceTier,
  type WholesaleTerms,
} from '@marketplace/contract';

export const wholesaleTermsTexts = {
  title: 'Wholesale terms',
  description:
    'How retailers may order this product: the least they can buy, in what steps, and prices for larger orders.',
  minHint: 'The fewest units one order can hold.',
  multipleHint: 'Units per case. Retailers order whole cases; 1 sells single units.',
  maxHint: 'Optional. Leave empty for no maximum.',
  packLabelHint: 'Optional, up to 40 characters. Shown to retailers beside the quantity.',
  packLabelPlaceholder: 'e.g. Case of 24',
  slabsHint:
    "Lower prices per unit for larger orders. The product's price applies from the minimum order quantity up to the first slab; each slab's price applies from its quantity up to the next slab.",
} as const;

/** One slab as typed: both numbers stay text until the form is checked. */
export interface PriceSlabRow {
  min_quantity: string;
  price: string;
}

export interface WholesaleTermsFormValues {
  min_order_quantity: string;
  order_multiple: string;
  max_order_quantity: string;
  pack_label: string;
  price_tiers: PriceSlabRow[];
}

export const WHOLESALE_TERMS_FIELDS = [
  'min_order_quantity',
  'order_multiple',
  'max_order_quantity',
  'pack_label',
  'price_tiers',
] as const;

/** What a product form holds of the terms, whatever else it holds: the shape the terms inputs work on. */
export type WholesaleTermsValues = {
  [Name in (typeof WHOLESALE_TERMS_FIELDS)[number]]?: Name extends 'price_tiers'
    ? Array<{ min_quantity?: unknown; price?: unknown }>
    : unknown;
};

/** The names the server may key its refusals by: the five fields and each slab's two inputs. */
export const wholesaleTermsErrorFields = (slabCount: number) => [
  ...WHOLESALE_TERMS_FIELDS,
  ...Array.from(
    { length: slabCount },
    (_, index) => [`price_tiers.${index}.min_quantity`, `price_tiers.${index}.price`] as const,
  ).flat(),
];

/** The fields as the form shows them: a new product's defaults, or a saved product's terms. */
export const wholesaleTermsFormValues = (
  terms: WholesaleTerms = DEFAULT_WHOLESALE_TERMS,
): WholesaleTermsFormValues => ({
  min_order_quantity: String(terms.min_order_quantity),
  order_multiple: String(terms.order_multiple),
  max_order_quantity: terms.max_order_quantity === null ? '' : String(terms.max_order_quantity),
  pack_label: terms.pack_label ?? '',
  price_tiers: terms.price_tiers.map((tier) => ({
    min_quantity: String(tier.min_quantity),
    price: String(tier.price),
  })),
});

interface ParsedTerms {
  price?: number | undefined;
  min_order_quantity?: number | undefined;
  order_multiple?: number | undefined;
  max_order_quantity?: number | null | undefined;
  price_tiers?: PriceTier[] | undefined;
}

export interface TermsIssue {
  path: [string] | [string, number, keyof PriceTier];
  message: string;
}

type CheckedTerms = Omit<WholesaleTerms, 'pack_label'>;

/** What the contract finds wrong with the terms taken together, each message placed at the input to fix. */
export function wholesaleTermsIssues(values: ParsedTerms): TermsIssue[] {
  const terms: CheckedTerms = {
    min_order_quantity: values.min_order_quantity ?? DEFAULT_WHOLESALE_TERMS.min_order_quantity,
    order_multiple: values.order_multiple ?? DEFAULT_WHOLESALE_TERMS.order_multiple,
    max_order_quantity: values.max_order_quantity ?? null,
    price_tiers: values.price_tiers ?? [],
  };
  // Without a usable price the slabs are judged against one another only; the price shows its own error.
  const price = typeof values.price === 'number' && values.price > 0 ? values.price : Number.POSITIVE_INFINITY;
  const problems = wholesaleTermsProblems(terms, price);
  const issues: TermsIssue[] = [];
  if (problems.min_order_quantity) issues.push({ path: ['min_order_quantity'], message: problems.min_order_quantity });
  if (problems.max_order_quantity) issues.push({ path: ['max_order_quantity'], message: problems.max_order_quantity });
  if (problems.price_tiers) {
    const slab = slabProblem(terms, price);
    issues.push({
      path: slab ? ['price_tiers', slab.index, slab.field] : ['price_tiers'],
      message: problems.price_tiers,
    });
  }
  return issues;
}

const checkedInputs = new Set<PropertyKey>([
  'min_order_quantity',
  'order_multiple',
  'max_order_quantity',
  'price_tiers',
]);

/**
 * Arguments of a product form's `superRefine`: the terms are judged together once each of them reads as a
 * number, even while another field (the name, the price) is still wrong, so all errors show at once.
 */
export const wholesaleTermsCheck = [
  (values: ParsedTerms, ctx: z.RefinementCtx) => {
    for (const issue of wholesaleTermsIssues(values)) ctx.addIssue({ code: 'custom', ...issue });
  },
  {
    when: (payload: { issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
      !payload.issues.some((issue) => checkedInputs.has(issue.path?.[0] ?? '')),
  },
] as const;
