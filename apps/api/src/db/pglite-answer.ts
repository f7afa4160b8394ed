import { types, type QueryOptions, type Results } from '@electric-sql/pglite';

/** PostgreSQL's backend messages that one statement's answer is made of (protocol 3.0). */
const MESSAGE = {
  bindComplete: 0x32, // '2'
  noData: 0x6e, // 'n'
  rowDescription: 0x54, // 'T'
  dataRow: 0x44, // 'D'
  portalSuspended: 0x73, // 's'
  commandComplete: 0x43, // 'C'
  readyForQuery: 0x5a, // 'Z'
} as const;

const SKIPPED = new Set<number>([MESSAGE.bindComplete, MESSAGE.noData, MESSAGE.portalSuspended, MESSAGE.readyForQuery]);

/** A value's parser, which PGlite calls with the value's type too. */
type Parser = (value: string, typeId: number) => unknown;

/** The commands whose row count PGlite gives as `affectedRows`. */
const WRITES = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** A UTF-8 byte order mark, which the TextDecoder PGlite reads text with drops from the start of each value. */
const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf] as const;

function cstringEnd(data: Buffer, from: number): number {
  const end = data.indexOf(0, from);
  if (end < 0) throw new Error('PostgreSQL message without the end of its string');
  return end;
}

function textAt(data: Buffer, from: number, end: number): string {
  const marked =
    end - from >= 3 &&
    data[from] === BYTE_ORDER_MARK[0] &&
    data[from + 1] === BYTE_ORDER_MARK[1] &&
    data[from + 2] === BYTE_ORDER_MARK[2];
  return data.toString('utf8', marked ? from + 3 : from, end);
}

/**
 * The answer to one statement (a read, or a write with or without the rows it returns) read from PostgreSQL's
 * protocol bytes, as PGlite's `query` gives it, or null when the bytes hold anything else (an error, a notice): the
 * caller then lets PGlite read them. PGlite's own reader copies every value into an `ArrayBuffer` of its own
 * before decoding it, which took a third of the API process's time under a listing's load; Node decodes the
 * values where they lie.
 */
export function statementAnswerOf<T>(
  data: Buffer,
  parsers: QueryOptions['parsers'],
  options?: QueryOptions,
): Results<T> | null {
  // The caller's parser of a type, else the database's: looked up once per column, where PGlite copies all 300
  // or so of the database's parsers into a new object for every query.
  const parserOf = (typeId: number) => (options?.parsers?.[typeId] ?? parsers?.[typeId]) as Parser | undefined;
  const asArrays = options?.rowMode === 'array';
  let fields: Array<{ name: string; dataTypeID: number }> = [];
  let columnParsers: Array<ReturnType<typeof parserOf>> = [];
  const rows: unknown[] = [];
  let answer: Results<T> | null = null;

  for (let at = 0; at < data.length;) {
    const type = data[at]!;
    const end = at + 1 + data.readInt32BE(at + 1);
    let cursor = at + 5;
    at = end;
    if (SKIPPED.has(type)) continue;

    if (type === MESSAGE.rowDescription) {
      const count = data.readInt16BE(cursor);
      cursor += 2;
      fields = [];
      for (let field = 0; field < count; field++) {
        const nameEnd = cstringEnd(data, cursor);
        const name = data.toString('utf8', cursor, nameEnd);
        cursor = nameEnd + 1;
        fields.push({ name, dataTypeID: data.readInt32BE(cursor + 6) });
        cursor += 18;
      }
      columnParsers = fields.map((field) => parserOf(field.dataTypeID));
    } else if (type === MESSAGE.dataRow) {
      const count = data.readInt16BE(cursor);
      cursor += 2;
      const values: unknown[] = new Array(count);
      for (let column = 0; column < count; column++) {
        const length = data.readInt32BE(cursor);
        cursor += 4;
        if (length < 0) {
          values[column] = null;
          continue;
        }
        const text = textAt(data, cursor, cursor + length);
        const typeId = fields[column]!.dataTypeID;
        const parser = columnParsers[column];
        values[column] = parser ? parser(text, typeId) : types.parseType(text, typeId);
        cursor += length;
      }
      if (asArrays) rows.push(values);
      else {
        const row: Record<string, unknown> = {};
        fields.forEach((field, column) => (row[field.name] = values[column]));
        rows.push(row);
      }
    } else if (type === MESSAGE.commandComplete) {
      const tag = data.toString('utf8', cursor, cstringEnd(data, cursor)).split(' ');
      const rowCount = parseInt(tag[tag.length - 1]!, 10);
      answer ??= {
        rows: rows as Results<T>['rows'],
        fields,
        command: tag[0],
        affectedRows: WRITES.has(tag[0]!) && !Number.isNaN(rowCount) ? rowCount : 0,
        ...(Number.isNaN(rowCount) ? {} : { rowCount }),
      } as Results<T>;
    } else {
      return null;
    }
  }
  return answer ?? ({ affectedRows: 0, rows: [], fields: [] } as Results<T>);
}
