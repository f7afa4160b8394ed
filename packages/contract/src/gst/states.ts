import type { GstState } from '../tax-documents.js';

/**
 * GST state codes as the GST portal lists them. 25 (Daman and Diu) is gone: it merged into 26.
 * 28 and 37 are both Andhra Pradesh; 28 is the code from before Telangana was formed.
 */
export const GST_STATES: readonly GstState[] = [
  { state_code: '01', state_name: 'Jammu and Kashmir' },
  { state_code: '02', state_name: 'Himachal Pradesh' },
  { state_code: '03', state_name: 'Punjab' },
  { state_code: '04', state_name: 'Chandigarh' },
  { state_code: '05', state_name: 'Uttarakhand' },
  { state_code: '06', state_name: 'Haryana' },
  { state_code: '07', state_name: 'Delhi' },
  { state_code: '08', state_name: 'Rajasthan' },
  { state_code: '09', state_name: 'Uttar Pradesh' },
  { state_code: '10', state_name: 'Bihar' },
  { state_code: '11', state_name: 'Sikkim' },
  { state_code: '12', state_name: 'Arunachal Pradesh' },
  { state_code: '13', state_name: 'Nagaland' },
  { state_code: '14', state_name: 'Manipur' },
  { state_code: '15', state_name: 'Mizoram' },
  { state_code: '16', state_name: 'Tripura' },
  { state_code: '17', state_name: 'Meghalaya' },
  { state_code: '18', state_name: 'Assam' },
  { state_code: '19', state_name: 'West Bengal' },
  { state_code: '20', state_name: 'Jharkhand' },
  { state_code: '21', state_name: 'Odisha' },
  { state_code: '22', state_name: 'Chhattisgarh' },
  { state_code: '23', state_name: 'Madhya Pradesh' },
  { state_code: '24', state_name: 'Gujarat' },
  { state_code: '26', state_name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { state_code: '27', state_name: 'Maharashtra' },
  { state_code: '28', state_name: 'Andhra Pradesh (Before Division)' },
  { state_code: '29', state_name: 'Karnataka' },
  { state_code: '30', state_name: 'Goa' },
  { state_code: '31', state_name: 'Lakshadweep' },
  { state_code: '32', state_name: 'Kerala' },
  { state_code: '33', state_name: 'Tamil Nadu' },
  { state_code: '34', state_name: 'Puducherry' },
  { state_code: '35', state_name: 'Andaman and Nicobar Islands' },
  { state_code: '36', state_name: 'Telangana' },
  { state_code: '37', state_name: 'Andhra Pradesh' },
  { state_code: '38', state_name: 'Ladakh' },
  { state_code: '97', state_name: 'Other Territory' },
];

/** Supplies within these take UTGST in place of SGST: they have no legislature to levy a state tax. */
export const UNION_TERRITORY_WITHOUT_LEGISLATURE_CODES: readonly string[] = ['04', '26', '31', '35', '38'];

export const SHIPPING_STATE_MESSAGE = 'Choose a state or union territory from the list.';

const byCode = new Map(GST_STATES.map((state) => [state.state_code, state]));
const byName = new Map(GST_STATES.map((state) => [comparableName(state.state_name), state]));

/** Older clients send free text ("maharashtra ", "Jammu & Kashmir"); compare names loosely. */
function comparableName(name: string): string {
  return name.replace(/&/g, ' and ').trim().replace(/\s+/g, ' ').toLowerCase();
}

export function gstStateByCode(code: string): GstState | undefined {
  return byCode.get(code);
}

/** A state from its two-digit code or its name, in any case. */
export function findGstState(input: string): GstState | undefined {
  const text = input.trim();
  return /^[0-9]{2}$/.test(text) ? byCode.get(text) : byName.get(comparableName(text));
}

/** `Maharashtra (27)`: how documents, settings and the checkout's list name a state. */
export function formatGstState(state: GstState): string {
  return `${state.state_name} (${state.state_code})`;
}

export function stateCodeOfGstin(gstin: string): string {
  return gstin.trim().slice(0, 2);
}

export function usesUtgst(placeOfSupplyCode: string): boolean {
  return UNION_TERRITORY_WITHOUT_LEGISLATURE_CODES.includes(placeOfSupplyCode);
}
