import type { GstState } from '@marketplace/contract';

/** An address as the e-invoice schema splits it; `Stcd` comes from the document's state, not from here. */
export interface PortalAddress {
  Addr1: string;
  Addr2?: string;
  Loc: string;
  Pin?: number;
}

const LINE_MAX = 100;
const LOCATION_MAX = 50;
const LOCATION_MIN = 3;
/** A six-digit PIN code standing on its own, not part of a longer number; often written `682 035`. */
const PIN_CODE = /(?<![0-9])[1-9][0-9]{2} ?[0-9]{3}(?![0-9])/g;

const comparable = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

function withoutLastPin(text: string): { rest: string; pin: string | undefined } {
  const pins = [...text.matchAll(PIN_CODE)];
  const last = pins.at(-1);
  if (last?.index === undefined) return { rest: text, pin: undefined };
  return {
    rest: text.slice(0, last.index) + text.slice(last.index + last[0].length),
    pin: last[0].replace(' ', ''),
  };
}

/** The comma-separated parts of an address, without empty ones and stray dashes. */
function partsOf(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((part) => part.replace(/\s+/g, ' ').replace(/^[\s-]+|[\s-]+$/g, ''))
    .filter((part) => part.length > 0);
}

/** Two lines of at most 100 characters, broken between parts where it can. */
function addressLines(parts: string[]): Pick<PortalAddress, 'Addr1' | 'Addr2'> {
  const lines: string[] = [''];
  for (const part of parts) {
    const current = lines.at(-1) ?? '';
    const joined = current ? `${current}, ${part}` : part;
    if (joined.length <= LINE_MAX || !current) lines[lines.length - 1] = joined.slice(0, LINE_MAX);
    else lines.push(part.slice(0, LINE_MAX));
  }
  const [first = '', second] = lines;
  return second ? { Addr1: first, Addr2: second.slice(0, LINE_MAX) } : { Addr1: first };
}

/**
 * Splits an address typed as free text ("12 Broadway, Kochi, Kerala 682031") into the schema's fields: the PIN code
 * when the text has one, the location as its last part before the PIN that is not the state's name (else the state's
 * name), and the rest as address lines. `known` gives a location and PIN the order keeps in fields of their own.
 */
export function portalAddress(
  text: string,
  state: GstState,
  known: { loc?: string; pin?: string } = {},
): PortalAddress {
  const { rest, pin } = withoutLastPin(text);
  const parts = partsOf(rest);
  const stateName = comparable(state.state_name);
  const place = known.loc?.trim() || parts.findLast((part) => comparable(part) !== stateName);
  const loc = place && place.length >= LOCATION_MIN ? place : state.state_name;
  const pinCode = known.pin ?? pin;
  const lines = addressLines(parts.length > 0 ? parts : [state.state_name]);
  return { ...lines, Loc: loc.slice(0, LOCATION_MAX), ...(pinCode ? { Pin: Number(pinCode) } : {}) };
}

/** The same place written two ways ("12 Broadway, Kochi 682031" and "12 Broadway, Kochi, Kerala 682031"). */
export function samePlace(a: { address: string } & GstState, b: { address: string } & GstState): boolean {
  const written = (party: { address: string } & GstState) =>
    comparable(party.address).replace(comparable(party.state_name), '');
  return a.state_code === b.state_code && written(a) === written(b);
}
