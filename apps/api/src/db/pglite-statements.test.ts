import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { withKeptStatements } from './pglite-statements.js';

describe('PGlite with kept statements', () => {
  let pg: PGlite;
  let kept: PGlite;

  beforeAll(async () => {
    pg = await PGlite.create();
    kept = withKeptStatements(pg);
    await pg.exec(`create table shelf (id int primary key, name text, tags int[], bought timestamptz, extra jsonb);
      insert into shelf values (1, 'Kettle', '{1,2}', '2026-01-02T03:04:05.678Z', '{"a":1}'), (2, 'Toaster', '{3}', null, null);`);
  });

  afterAll(() => pg.close());

  it('answers a select as PGlite does, with parameters of every kind', async () => {
    const text = 'select id, name, tags, bought, extra from shelf where id = any($1) and name <> $2 order by id';
    const params = [[1, 2], 'Nothing'];
    expect(await kept.query(text, params)).toEqual(await pg.query(text, params));
    expect(await kept.query(text, params, { rowMode: 'array' })).toEqual(
      await pg.query(text, params, { rowMode: 'array' }),
    );
    expect((await kept.query<{ id: number }>('select id from shelf where bought < $1', [new Date()])).rows).toEqual([
      { id: 1 },
    ]);
  });

  it('keeps answering once old statements were closed to make room for new ones', async () => {
    for (let number = 0; number < 260; number++) {
      const { rows } = await kept.query<{ n: number }>(`select $1::int + ${number} as n`, [1]);
      expect(rows).toEqual([{ n: number + 1 }]);
    }
    const { rows } = await kept.query<{ n: number }>('select $1::int + 0 as n', [5]);
    expect(rows).toEqual([{ n: 5 }]);
  });

  it('reports a failed select like PGlite and goes on answering', async () => {
    await expect(kept.query('select id from shelf where id = $1', ['not a number'])).rejects.toMatchObject({
      code: '22P02',
    });
    await expect(kept.query('select nothing from nowhere')).rejects.toMatchObject({ code: '42P01' });
    expect((await kept.query('select count(*)::int as n from shelf')).rows).toEqual([{ n: 2 }]);
  });

  it('reads every kind of value as PGlite does, in both row modes and with parsers of the caller', async () => {
    const text = `select 7::int2 as small, 9007199254740993::int8 as big, 12.50::numeric as price, 1.5::float8 as ratio,
        true as yes, null::text as nothing, '' as empty, 'किराना स्टोर 🛒' as shop, chr(65279) || 'marked' as marked,
        'a"b\\c' as quoted, '{"a": [1, {"b": null}]}'::json as doc, '{"z": 1, "a": 2}'::jsonb as sorted,
        array['x', null, 'y z']::text[] as words, '{{1,2},{3,4}}'::int[] as grid,
        '2026-11-28 09:00:00.123456+05:30'::timestamptz as at, '2026-11-28'::date as day,
        decode('00ff', 'hex') as raw, 1 as small, n from generate_series(1, $1::int) as n`;
    for (const options of [
      undefined,
      { rowMode: 'array' as const },
      { parsers: { 25: (value: string) => `«${value}»` } },
    ]) {
      const expected = await pg.query(text, [3], options);
      const answer = await kept.query(text, [3], options);
      expect(answer).toEqual(expected);
      expect(Object.keys(answer)).toEqual(Object.keys(expected));
      expect(answer.rows).toHaveLength(3);
    }
    const none = 'select id from shelf where id > $1';
    expect(await kept.query(none, [100])).toEqual(await pg.query(none, [100]));
  });

  it('gives the answer of a select that also raises a notice', async () => {
    await pg.exec(`create function noisy(n int) returns int language plpgsql as $$
      begin raise notice 'counting %', n; return n * 2; end $$;`);
    const text = 'select noisy($1::int) as doubled';
    expect((await kept.query<{ doubled: number }>(text, [21])).rows).toEqual([{ doubled: 42 }]);
    expect(await kept.query(text, [4])).toEqual(await pg.query(text, [4]));
  });

  it('waits for a transaction in progress instead of reading inside it', async () => {
    let insideTransaction: (() => void) | undefined;
    const inserted = new Promise<void>((resolve) => (insideTransaction = resolve));
    let finish: (() => void) | undefined;
    const transaction = pg.transaction(async (tx) => {
      await tx.query("insert into shelf values (3, 'Kadai', '{}', null, null)");
      insideTransaction?.();
      await new Promise<void>((resolve) => (finish = resolve));
      await tx.rollback();
    });
    await inserted;
    const read = kept.query<{ n: number }>('select count(*)::int as n from shelf');
    finish?.();
    await transaction;
    expect((await read).rows).toEqual([{ n: 2 }]);
  });

  /** Whether the database holds `text` as a named statement of this session. */
  const isKept = async (text: string) =>
    (await pg.query('select 1 from pg_prepared_statements where statement = $1', [text])).rows.length === 1;

  it('keeps writes too, answering them as PGlite does, with and without the rows they return', async () => {
    const insert = "insert into shelf values ($1, $2, '{}', null, null)";
    expect(await kept.query(insert, [10, 'Tawa'])).toEqual(await pg.query(insert, [11, 'Tawa']));
    const update = 'update shelf set name = $1 where id >= $2';
    const keptUpdate = await kept.query(update, ['Griddle', 10]);
    expect(keptUpdate).toMatchObject({ affectedRows: 2, rowCount: 2, rows: [] });
    expect(keptUpdate).toEqual(await pg.query(update, ['Griddle', 10]));
    const returning = 'update shelf set name = $1 where id = $2 returning id, name';
    const keptReturning = await kept.query(returning, ['Pan', 10]);
    const pgReturning = await pg.query(returning, ['Pan', 11]);
    expect(keptReturning.rows).toEqual([{ id: 10, name: 'Pan' }]);
    expect({ ...keptReturning, rows: pgReturning.rows }).toEqual(pgReturning);
    const remove = 'delete from shelf where id >= $1';
    expect(await kept.query(remove, [10])).toMatchObject({ affectedRows: 2, command: 'DELETE' });
    for (const text of [insert, update, returning, remove]) expect(await isKept(text)).toBe(true);
  });

  it('keeps the statements of a transaction, which commits or rolls back as with PGlite', async () => {
    const insert = "insert into shelf values ($1, 'Kadai', '{}', null, null) returning id";
    const committed = await kept.transaction(async (tx) => (await tx.query<{ id: number }>(insert, [20])).rows);
    expect(committed).toEqual([{ id: 20 }]);
    expect(await isKept(insert)).toBe(true);

    await kept.transaction(async (tx) => {
      await tx.query(insert, [21]);
      await tx.rollback();
    });
    const failed = kept.transaction(async (tx) => {
      await tx.query(insert, [22]);
      await tx.query(insert, [20]);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505', query: insert, params: [20] });
    // A statement first kept inside a transaction that rolled back is kept still, and answers after it.
    const rename = 'update shelf set name = $1 where id = $2';
    await kept.transaction(async (tx) => {
      await tx.query(rename, ['Tava', 20]);
      await tx.rollback();
    });
    expect(await isKept(rename)).toBe(true);
    expect(await kept.query(rename, ['Tava', 20])).toMatchObject({ affectedRows: 1 });
    const count = 'select count(*)::int as n from shelf where id >= 20';
    expect((await kept.query(count)).rows).toEqual([{ n: 1 }]);

    // A transaction's statement after it ended is refused as PGlite refuses it.
    let ended: Transaction | undefined;
    await kept.transaction(async (tx) => {
      ended = tx;
    });
    await expect(ended!.query(insert, [23])).rejects.toThrow('Transaction is closed');
  });

  it('passes everything but reads and writes, and bulk writes, to PGlite as they are', async () => {
    await kept.query("insert into shelf values (4, 'Tawa', '{}', null, null)");
    expect((await kept.exec('select count(*)::int as n from shelf'))[0]?.rows).toEqual([{ n: 4 }]);
    await kept.query('create table rack (id int)');
    expect(await isKept('create table rack (id int)')).toBe(false);
    // A bulk write, with more values than a statement kept may have.
    const rows = Array.from({ length: 51 }, (_, row) => `($${2 * row + 1}, $${2 * row + 2})`).join(', ');
    const bulk = `insert into shelf (id, name) values ${rows}`;
    const values = Array.from({ length: 51 }, (_, row) => [100 + row, `Bulk ${row}`]).flat();
    expect(await kept.query(bulk, values)).toMatchObject({ affectedRows: 51 });
    expect(await isKept(bulk)).toBe(false);
  });
});
