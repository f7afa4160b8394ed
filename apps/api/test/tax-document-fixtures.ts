import {
  toPaise,
  toRupees,
  type CreditNote,
  type DocumentParty,
  type TaxDocumentLine,
  type TaxInvoice,
} from '@marketplace/contract';

/**
 * Sample GST documents for the PDF tests, with amounts worked out the way an invoice works them out:
 * the unit price includes tax, the taxable value is what remains after taking the rate out, and
 * within a state the tax is split evenly between the centre and the state (or union territory).
 */

type Supply = 'state' | 'territory' | 'inter-state';

export function taxLine(
  description: string,
  hsn_code: string,
  quantity: number,
  unit_price: number,
  gst_rate: number,
  supply: Supply,
): TaxDocumentLine {
  const gross = toPaise(unit_price) * quantity;
  const taxable = Math.round((gross * 100) / (100 + gst_rate));
  const tax = gross - taxable;
  const central = supply === 'inter-state' ? 0 : Math.round(tax / 2);
  const local = supply === 'inter-state' ? 0 : tax - central;
  return {
    description,
    hsn_code,
    quantity,
    unit_price,
    gst_rate,
    taxable_value: toRupees(taxable),
    cgst: toRupees(central),
    sgst: supply === 'state' ? toRupees(local) : 0,
    utgst: supply === 'territory' ? toRupees(local) : 0,
    igst: supply === 'inter-state' ? toRupees(tax) : 0,
    total: toRupees(gross),
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

/** A document whose goods are delivered to the recipient's state, with totals summed from its lines. */
function sampleInvoice(
  heading: Pick<TaxInvoice, 'number' | 'date' | 'amount_in_words'>,
  supplier: DocumentParty,
  recipient: DocumentParty,
  lines: TaxDocumentLine[],
): TaxInvoice {
  const place_of_supply = { state_code: recipient.state_code, state_name: recipient.state_name };
  return { ...heading, supplier, recipient, place_of_supply, lines, totals: totalsOf(lines) };
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
    taxLine('Basmati rice, 25 kg bag', '1006', 10, 2100, 5, 'state'),
    taxLine(LONG_DESCRIPTION, '7323', 12, 1770, 18, 'state'),
    taxLine('Sunflower oil, 1 L pouch', '1512', 120, 157.5, 5, 'state'),
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
    [taxLine(LONG_DESCRIPTION, '7323', 2, 1770, 18, 'state')],
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
