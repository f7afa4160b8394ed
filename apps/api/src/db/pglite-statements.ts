import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { selectAnswerOf } from './pglite-select-answer.js';

const { serialize } = protocol;

/** What PGlite's `query` gives or throws for a SELECT's bytes: the first error, else the answer. */
function answerReadByPGlite<T>(data: Buffer, pg: PGlite, options?: QueryOptions): Results<T> {
  const messages: Parameters<typeof parse.parseResults>[0] = [];
  new protocol.Parser().parse(data, (message) => messages.push(message));
  const error = messages.find((message) => message instanceof protocol.messages.DatabaseError);
  if (error) throw error;
  return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
}

/** Named statements kept at once; the least recently used is closed past that. */
const STATEMENTS_KEPT = 200;
const SELECT = /^\s*select\b/i;

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

/**
 * PGlite whose `query` keeps each SELECT as a named statement, as PostgreSQL clients do with prepared
 * statements: PGlite's own `query` parses and plans its text on every call, which for the catalogue's reads
 * costs several times their execution inside the WebAssembly database. A kept statement is bound and executed
 * in one exchange; PostgreSQL plans it again only when its tables change. Everything else (writes,
 * transactions, which bring their own `query`) goes to PGlite as it is.
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
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    if (statements.size > STATEMENTS_KEPT) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await pg.execProtocolStream(joined([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]));
    }
    return statement;
  }

  async function keptQuery<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return pg._runExclusiveTransaction(() =>
      pg.runExclusive(async () => {
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
        await pg.syncToFs();
        const data = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
        return selectAnswerOf<T>(data, pg.parsers, options) ?? answerReadByPGlite<T>(data, pg, options);
      }),
    );
  }

  return new Proxy(pg, {
    get(target, property) {
      if (property === 'query') {
        return <T>(text: string, params?: unknown[], options?: QueryOptions) =>
          SELECT.test(text) && !options?.blob
            ? keptQuery<T>(text, params, options)
            : target.query<T>(text, params, options);
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
