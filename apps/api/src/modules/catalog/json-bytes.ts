const COMMA = Buffer.from(',');

/** Appends encoded JSON values to `parts` as the items of one array, a comma between each two; no brackets. */
export function appendItems(parts: Buffer[], items: Buffer[]): Buffer[] {
  for (let index = 0; index < items.length; index++) {
    if (index > 0) parts.push(COMMA);
    parts.push(items[index]!);
  }
  return parts;
}

/** What `json` holds of the products `ids`, in that order; ids it does not hold are left out. */
export const inOrderOf = (ids: number[], json: Map<number, Buffer>): Buffer[] =>
  ids.flatMap((id) => json.get(id) ?? []);
