import { sql } from 'drizzle-orm';
import { panOfGstin, toRupees, type Gstr8Response } from '@marketplace/contract';
import { csvText } from './csv-text.js';
import type { Database } from '../../db/client.js';
import { rawRows } from '../../db/raw-rows.js';
import { monthBounds } from './ledger-month.js';

interface SupplierMonth {
  gstin: string;
  company: string;
  tcs_base: string;
  tcs_returned: string;
  cgst: string;
  sgst: string;
  igst: string;
  tds_base: string;
  tds_returned: string;
  tds: string;
}

const rupees = (paise: string | number) => toRupees(Number(paise));

/**
 * The month's withholding returns from the ledger: GSTR-8 (TCS per supplier, on supplies invoiced less supplies
 * credited back in the month) and the 194-O TDS figures per deductee. Months are India's calendar months.
 */
export function createWithholdingReturns(db: Database, platformGstin: string) {
  async function perSupplier(month: string): Promise<SupplierMonth[]> {
    const { from, to } = monthBounds(month);
    return rawRows<SupplierMonth>(
      db,
      sql`
        select w.gst_number as gstin, w.company_name as company,
          coalesce(sum(l.base_paise) filter (where l.type = 'tcs'), 0)::bigint as tcs_base,
          coalesce(sum(l.base_paise) filter (where l.type = 'tcs_reversal'), 0)::bigint as tcs_returned,
          coalesce(sum(l.amount_paise) filter (where l.account = 'tcs_cgst'), 0)::bigint as cgst,
          coalesce(sum(l.amount_paise) filter (where l.account = 'tcs_sgst'), 0)::bigint as sgst,
          coalesce(sum(l.amount_paise) filter (where l.account = 'tcs_igst'), 0)::bigint as igst,
          coalesce(sum(l.base_paise) filter (where l.type = 'tds'), 0)::bigint as tds_base,
          coalesce(sum(l.base_paise) filter (where l.type = 'tds_reversal'), 0)::bigint as tds_returned,
          coalesce(sum(l.amount_paise) filter (where l.account = 'tds'), 0)::bigint as tds
        from ledger_entries l
        join wholesaler_profiles w on w.user_id = l.wholesaler_id
        where l.type in ('tcs', 'tcs_reversal', 'tds', 'tds_reversal')
          and l.at >= ${from.toISOString()} and l.at < ${to.toISOString()}
        group by w.gst_number, w.company_name
        order by w.gst_number`,
    );
  }

  return {
    async gstr8(month: string): Promise<Gstr8Response> {
      const rows = await perSupplier(month);
      return {
        gstin: platformGstin,
        fp: `${month.slice(5, 7)}${month.slice(0, 4)}`,
        tcs: rows.map((row) => ({
          stin: row.gstin,
          supR: rupees(row.tcs_base),
          retsupR: rupees(row.tcs_returned),
          amt: rupees(Number(row.tcs_base) - Number(row.tcs_returned)),
          iamt: rupees(row.igst),
          camt: rupees(row.cgst),
          samt: rupees(row.sgst),
        })),
      };
    },

    /** PAN (from the GSTIN), name, gross amount credited less amounts credited back, and the TDS on it. */
    async tdsCsv(month: string): Promise<string> {
      const rows = await perSupplier(month);
      return csvText([
        ['PAN', 'Name', 'Gross amount (Rs.)', 'TDS (Rs.)'],
        ...rows.map((row) => [
          panOfGstin(row.gstin),
          row.company,
          rupees(Number(row.tds_base) - Number(row.tds_returned)).toFixed(2),
          rupees(row.tds).toFixed(2),
        ]),
      ]);
    },
  };
}
