import {
  splitLineTax,
  toPaise,
  toRupees,
  type CreditNote,
  type DocumentParty,
  type TaxDocumentLine,
  type TaxInvoice,
} from '@marketplace/contract';

/**
 * Sample GST documents for the PDF tests, with amounts worked out the way an invoice works them out:
 * the unit price includes tax, split by the contract's one rule (two equal halves within a state or union
 * territory, IGST across states), the taxable value being what remains.
 */

type Supply = 'state' | 'territory' | 'inter-state';

const PLACES: Record<Supply, { supplierStateCode: string; placeOfSupplyCode: string }> = {
  state: { supplierStateCode: '27', placeOfSupplyCode: '27' },
  territory: { supplierStateCode: '04', placeOfSupplyCode: '04' },
  'inter-state': { supplierStateCode: '27', placeOfSupplyCode: '29' },
};

export function taxLine(
  description: string,
  hsn_code: string,
  quantity: number,
  unit_price: number,
  gst_rate: number,
  supply: Supply,
  unit = 'NOS',
): TaxDocumentLine {
  const split = splitLineTax({ totalPaise: toPaise(unit_price) * quantity, rate: gst_rate, ...PLACES[supply] });
  return {
    description,
    hsn_code,
    quantity,
    unit,
    unit_price,
    gst_rate,
    taxable_value: toRupees(split.taxable),
    cgst: toRupees(split.cgst),
    sgst: toRupees(split.sgst),
    utgst: toRupees(split.utgst),
    igst: toRupees(split.igst),
    total: toRupees(split.total),
  };
}

function totalsOf(lines: TaxDocumentLine[]): TaxInvoice['totals'] {
  const sum = (key: 'taxable_value' | 'cgst' | 'sgst' | 'utgst' | 'igst' | 'total') =>
    toRupees(lines.reduce((paise, line) => paise + toPaise(line[key]), 0));
  return {
    taxable_value: sum('taxable_value'),
    cgst: sum('cgst'),
    sgst: sum('sgst'),
    utgst: sum('utgst'),
    igst: sum('igst'),
    total: sum('total'),
  };
}

const PUNE_WHOLESALER: DocumentParty = {
  name: 'Sahyadri Kitchen Supplies LLP',
  address: 'Gala 14, Bhosari Industrial Estate, Pimpri-Chinchwad, Pune, Maharashtra 411026',
  gstin: '27AAPFS1234K1Z5',
  state_code: '27',
  state_name: 'Maharashtra',
};

const MUMBAI_RETAILER: DocumentParty = {
  name: 'Laxmi General Stores',
  address: 'Shop 3, Ganesh Krupa Building, 56 LBS Marg, Ghatkopar West, Mumbai, Maharashtra 400086',
  gstin: '27AABCL4321M1ZQ',
  state_code: '27',
  state_name: 'Maharashtra',
};

const BENGALURU_RETAILER: DocumentParty = {
  name: 'Namma Mart Retail Pvt Ltd',
  address: '88, 2nd Cross, HSR Layout Sector 6, Bengaluru, Karnataka 560102',
  gstin: '29AAGCN7383J1Z4',
  state_code: '29',
  state_name: 'Karnataka',
};

const CHANDIGARH_WHOLESALER: DocumentParty = {
  name: 'Tricity Traders',
  address: 'SCO 212, Sector 34-A, Chandigarh 160022',
  gstin: '04AACFT5678P1ZM',
  state_code: '04',
  state_name: 'Chandigarh',
};

const CHANDIGARH_RETAILER: DocumentParty = {
  name: 'Sukhmani Provision Store',
  address: 'Booth 17, Sector 22-C Market, Chandigarh 160022',
  gstin: '04ABCPK4567L1Z2',
  state_code: '04',
  state_name: 'Chandigarh',
};

export const LONG_DESCRIPTION =
  'Stainless steel pressure cooker, 5 litre, induction base, ISI marked, with spare gasket and safety valve, packed in cartons of six';

/** A document whose goods are delivered to the recipient's registered address, with totals summed from its lines. */
function sampleInvoice(
  heading: Pick<TaxInvoice, 'number' | 'date' | 'amount_in_words'>,
  supplier: DocumentParty,
  recipient: DocumentParty,
  lines: TaxDocumentLine[],
): TaxInvoice {
  const place_of_supply = { state_code: recipient.state_code, state_name: recipient.state_name };
  const ship_to = { name: recipient.name, address: recipient.address, ...place_of_supply };
  return { ...heading, supplier, recipient, ship_to, place_of_supply, lines, totals: totalsOf(lines) };
}

/** Maharashtra to Maharashtra: CGST and SGST. */
export const intraStateInvoice = sampleInvoice(
  {
    number: 'INV/2026-27/0042',
    date: '2026-11-24',
    amount_in_words: 'Rupees Sixty-One Thousand One Hundred Forty Only',
  },
  PUNE_WHOLESALER,
  MUMBAI_RETAILER,
  [
    taxLine('Basmati rice, 25 kg bag', '1006', 10, 2100, 5, 'state', 'BAG'),
    taxLine(LONG_DESCRIPTION, '7323', 12, 1770, 18, 'state', 'PCS'),
    taxLine('Sunflower oil, 1 L pouch', '1512', 120, 157.5, 5, 'state', 'PAC'),
  ],
);

/** Maharashtra to Karnataka: IGST. */
export const interStateInvoice = sampleInvoice(
  {
    number: 'INV/2026-27/0043',
    date: '2026-12-03',
    amount_in_words: 'Rupees Sixty-One Thousand Nine Hundred Twenty Only',
  },
  PUNE_WHOLESALER,
  BENGALURU_RETAILER,
  [
    taxLine('Toor dal, 30 kg bag', '0713', 8, 4200, 5, 'inter-state'),
    taxLine('Non-stick tawa, 28 cm', '7323', 24, 1180, 18, 'inter-state'),
  ],
);

/** Within Chandigarh, a union territory: CGST and UTGST. */
export const unionTerritoryInvoice = sampleInvoice(
  { number: 'TT/2026/118', date: '2026-07-01', amount_in_words: 'Rupees Eighteen Thousand Eight Hundred Eighty Only' },
  CHANDIGARH_WHOLESALER,
  CHANDIGARH_RETAILER,
  [taxLine('Tea leaves, 1 kg pack', '0902', 40, 472, 18, 'territory')],
);

/** Two of the cookers from the intra-state invoice, sent back. */
export const cookerCreditNote: CreditNote = {
  ...sampleInvoice(
    { number: 'CN/2026-27/0007', date: '2026-11-30', amount_in_words: 'Rupees Three Thousand Five Hundred Forty Only' },
    PUNE_WHOLESALER,
    MUMBAI_RETAILER,
    [taxLine(LONG_DESCRIPTION, '7323', 2, 1770, 18, 'state', 'PCS')],
  ),
  invoice_number: 'INV/2026-27/0042',
  invoice_date: '2026-11-24',
  reason: 'Two cookers arrived with dented lids and were returned',
};

/** Sixty lines: more than one page holds. */
export const longInvoice = sampleInvoice(
  {
    number: 'INV/2026-27/0099',
    date: '2026-11-24',
    amount_in_words: 'Rupees Two Lakh Fifteen Thousand Nine Hundred Forty Only',
  },
  PUNE_WHOLESALER,
  MUMBAI_RETAILER,
  Array.from({ length: 60 }, (_, index) =>
    taxLine(`Assorted steel tumbler set, pattern ${index + 1}`, '7323', index + 1, 118, 18, 'state'),
  ),
);

/**
 * Sold by the Pune wholesaler to the Mumbai retailer (registered in Maharashtra) and delivered to its Bengaluru
 * godown: the place of supply is Karnataka, so IGST, and the invoice says why.
 */
export const shippedElsewhereInvoice: TaxInvoice = {
  ...sampleInvoice(
    { number: 'INV/2026-27/0044', date: '2026-12-05', amount_in_words: 'Rupees Eleven Thousand Eight Hundred Only' },
    PUNE_WHOLESALER,
    MUMBAI_RETAILER,
    [taxLine('Steel tiffin box, 3 tier', '7323', 10, 1180, 18, 'inter-state', 'PCS')],
  ),
  ship_to: {
    name: 'Laxmi General Stores (godown)',
    address: 'Plot 9, KIADB Industrial Area, Bommasandra, Bengaluru 560099',
    state_code: '29',
    state_name: 'Karnataka',
  },
  place_of_supply: { state_code: '29', state_name: 'Karnataka' },
};

/** A handwritten-looking signature as a PNG with a transparent background, drawn from SVG. */
export async function signaturePng(width = 360, height = 120): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 360 120">
    <path d="M10 90 C 40 10, 70 10, 80 80 S 120 120, 140 50 S 190 20, 200 80 S 260 100, 280 40 L 350 60"
      fill="none" stroke="#1a3a8a" stroke-width="5" stroke-linecap="round"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
