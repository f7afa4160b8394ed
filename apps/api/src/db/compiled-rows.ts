import { Column, getTableName, is, SQL, Subquery, type DriverValueDecoder } from 'drizzle-orm';

type Decoder = DriverValueDecoder<unknown, unknown>;

/** What drizzle keeps in a prepared select (`PgSelect._prepare`, drizzle-orm 0.45): its values in order, its joins. */
interface PreparedSelectInternals {
  fields?: Array<{ path: string[]; field: unknown }>;
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** How one key of a mapped row is made: a column of the row, or an object of its own. */
type Part =
  { key: string; index: number; decoder: Decoder } | { key: string; parts: Part[]; nullWhenNull: string | null };

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, Subquery)) return (field._ as unknown as { sql: { decoder: Decoder } }).sql.decoder;
  return (field as { sql: { decoder: Decoder } }).sql.decoder;
}

/**
 * The key of a first-level object whose first column, when null, makes the whole object null: drizzle's rule
 * for an object of columns of one table reached by an outer join (`mapResultRow`).
 */
function nullingKey(
  leaves: Array<{ key: string; field: unknown }>,
  joinsNotNullableMap: Record<string, boolean> | undefined,
): string | null {
  if (!joinsNotNullableMap) return null;
  const columns = leaves.filter((leaf): leaf is { key: string; field: Column } => is(leaf.field, Column));
  const first = columns[0];
  if (!first) return null;
  const table = getTableName(first.field.table);
  if (columns.some((column) => getTableName(column.field.table) !== table)) return null;
  return joinsNotNullableMap[table] ? null : first.key;
}

function partsOf(
  fields: Array<{ path: string[]; field: unknown; index: number }>,
  depth: number,
  joinsNotNullableMap: Record<string, boolean> | undefined,
): Part[] {
  // A selection's keys are unique at each level: a key holds one value or one object of several.
  const byKey = new Map<string, typeof fields>();
  for (const field of fields) {
    const key = field.path[depth]!;
    const group = byKey.get(key);
    if (group) group.push(field);
    else byKey.set(key, [field]);
  }
  return [...byKey].map(([key, group]): Part => {
    const first = group[0]!;
    if (group.length === 1 && first.path.length === depth + 1) {
      return { key, index: first.index, decoder: decoderOf(first.field) };
    }
    const ownColumns = () =>
      group.filter((field) => field.path.length === 2).map((field) => ({ key: field.path[1]!, field: field.field }));
    return {
      key,
      parts: partsOf(group, depth + 1, joinsNotNullableMap),
      nullWhenNull: depth === 0 ? nullingKey(ownColumns(), joinsNotNullableMap) : null,
    };
  });
}

function build(parts: Part[], row: unknown[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const part of parts) {
    if ('index' in part) {
      const value = row[part.index];
      object[part.key] = value === null ? null : part.decoder.mapFromDriverValue(value);
    } else {
      const nested = build(part.parts, row);
      object[part.key] = part.nullWhenNull !== null && nested[part.nullWhenNull] === null ? null : nested;
    }
  }
  return object;
}

/**
 * A prepared select whose rows are mapped as drizzle maps them, with what each column becomes decided once.
 * Drizzle decides it again for every value of every row (`mapResultRow` asks each selected field what kind it
 * is, walking its class chain): some 40 µs of the API's CPU for a listing page's 24 rows, a tenth of the page.
 */
export function withCompiledRows<Prepared extends object>(prepared: Prepared): Prepared {
  const internals = prepared as PreparedSelectInternals;
  if (!internals.fields || internals.customResultMapper) {
    throw new Error('withCompiledRows takes a prepared select of drizzle-orm 0.45');
  }
  const parts = partsOf(
    internals.fields.map((field, index) => ({ ...field, index })),
    0,
    internals.joinsNotNullableMap,
  );
  internals.customResultMapper = (rows) => rows.map((row) => build(parts, row));
  return prepared;
}
