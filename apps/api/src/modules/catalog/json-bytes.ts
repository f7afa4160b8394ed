const COMMA = Buffer.from(',');

/** Encoded JSON values as the items of one array, a comma between each two; the brackets are the caller's. */
export function commaSeparated(items: Buffer[]): Buffer[] {
  return items.flatMap((item, index) => (index > 0 ? [COMMA, item] : [item]));
}
