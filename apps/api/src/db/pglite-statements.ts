import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { statementAnswerOf } from './pglite-answer.js';

const { serialize } = protocol;

/** PGlite's own error for a statement, with the statement attached as PGlite attaches it. */
function asPGliteError(error: unknown, query: string, params: unknown[], options?: QueryOptions): unknown {
  if (!(error instanceof protocol.messages.DatabaseError)) return error;
  return Object.assign(error, { query, params, queryOptions: options });
}

/** What PGlite's `query` gives or throws for a statement's bytes: the first error, else the answer. */
function answerReadByPGlite<T>(data: Buffer, pg: PGlite, options?: QueryOptions): Results<T> {
  const messages: Parameters<typeof parse.parseResults>[0] = [];
  new protocol.Parser().parse(data, (message) => messages.push(message));
  const error = messages.find((message) => message instanceof protocol.messages.DatabaseError);
  if (error) throw error;
  return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
}

/** Named statements kept at once; the least recently used is closed past that. */
const STATEMENTS_KEPT = 200;
/** The statements kept: reads and writes, which the API runs again and again with new values. */
const KEPT = /^\s*(select|insert|update|delete|with)\b/i;
/**
 * More values than this make a bulk statement (hundreds of rows written at once), run rarely, whose planning is
 * small beside its work: keeping it would hold its large plan in the database's memory for nothing.
 */
const MOST_VALUES_KEPT = 100;

interface Statement {
  name: string;
  /** The parameter types PostgreSQL inferred, which choose each parameter's serialiser. */
  parameterTypes: number[];
}

function joined(messages: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let at = 0;
  for (const message of messages) {
    whole.set(message, at);
    at += message.length;
  }
  return whole;
}

/** `target` with `own` in place of its members of those names; its other methods stay bound to it. */
function withOwn<T extends object>(target: T, own: Partial<T>): T {
  return new Proxy(target, {
    get(_, property) {
      if (Object.hasOwn(own, property)) return own[property as keyof T];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * PGlite whose `query` keeps each read and write as a named statement, inside transactions as outside, as
 * PostgreSQL clients do with prepared statements: PGlite's own `query` parses and plans its text on every call, in
 * six exchanges with the database, which costs several times the statement's own work inside the WebAssembly
 * database. A kept statement is bound and executed in one exchange; PostgreSQL plans it again only when its tables
 * change. Everything else (transaction control, schema changes, bulk writes, `exec`) goes to PGlite as it is.
 */
export function withKeptStatements(pg: PGlite): PGlite {
  const statements = new Map<string, Statement>();
  let named = 0;

  async function statementOf(text: string): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      // Most recently used last: the first entry is the one to close.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const name = `kept_${++named}`;
    const described = await pg.execProtocolStream(
      joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    if (statements.size > STATEMENTS_KEPT) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await pg.execProtocolStream(joined([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]), {
        syncToFs: false,
      });
    }
    return statement;
  }

  /**
   * Runs `text` as a kept statement while the caller holds PGlite's query lock. Inside a transaction it leaves
   * the files as they are, as PGlite's own `query` does.
   */
  async function runKept<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    try {
      const { name, parameterTypes } = await statementOf(text);
      const values = params.map((value, at) => {
        if (value === null || value === undefined) return null;
        const type = parameterTypes[at]!;
        const serializer = options?.serializers?.[type] ?? pg.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const chunks: Buffer[] = [];
      await pg.execProtocolRawStream(
        joined([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        // The bytes lie in the database's memory, which the next exchange overwrites.
        { syncToFs: false, onRawData: (bytes) => chunks.push(Buffer.from(bytes)) },
      );
      if (!inTransaction) await pg.syncToFs();
      const data = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      return statementAnswerOf<T>(data, pg.parsers, options) ?? answerReadByPGlite<T>(data, pg, options);
    } catch (error) {
      throw asPGliteError(error, text, params, options);
    }
  }

  const keeps = (text: string, params: unknown[], options?: QueryOptions) =>
    KEPT.test(text) && params.length <= MOST_VALUES_KEPT && !options?.blob && !options?.paramTypes;

  /** A transaction whose `query` keeps its statements; the transaction already holds PGlite's transaction lock. */
  const keptInside = (tx: Transaction): Transaction =>
    withOwn(tx, {
      query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
        tx.closed || !keeps(text, params, options)
          ? tx.query<T>(text, params, options)
          : pg.runExclusive(() => runKept<T>(text, params, options, true)),
    });

  return withOwn(pg, {
    query: <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
      keeps(text, params, options)
        ? pg._runExclusiveTransaction(() => pg.runExclusive(() => runKept<T>(text, params, options, false)))
        : pg.query<T>(text, params, options),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) => pg.transaction((tx) => callback(keptInside(tx))),
  });
}
