/**
 * What the marketplace withholds from a seller's invoiced supplies (docs/decisions.md, "Money to sellers"):
 * GST TCS under section 52 of the CGST Act at 0.5 % of the net taxable value (Notification 15/2024-Central Tax and
 * 01/2024-Integrated Tax, from 10 July 2024), and income-tax TDS under section 194-O at 0.1 % of the value before
 * GST (Finance (No. 2) Act 2024, from 1 October 2024; CBDT Circular 17/2020 on leaving GST out).
 * Rates are in basis points so that every figure stays a whole number of paise.
 */
export const TCS_RATE_BASIS_POINTS = 50;
export const TDS_RATE_BASIS_POINTS = 10;

/** Half up to the paisa. */
export const withheldPaise = (taxablePaise: number, basisPoints: number) =>
  Math.round((taxablePaise * basisPoints) / 10_000);

/** A TCS amount split like the invoice: IGST across states; CGST and SGST/UTGST halves within one (odd paisa to CGST). */
export function splitTcs(tcsPaise: number, interState: boolean) {
  if (interState) return { igst: tcsPaise, cgst: 0, sgst: 0 };
  const cgst = Math.ceil(tcsPaise / 2);
  return { igst: 0, cgst, sgst: tcsPaise - cgst };
}

/** The PAN inside a GSTIN (its characters 3 to 12). */
export const panOfGstin = (gstin: string) => gstin.slice(2, 12);
