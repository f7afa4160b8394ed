import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { withCompiledRows } from './compiled-rows.js';

const shops = pgTable('shops', { id: serial('id').primaryKey(), name: text('name').notNull() });
const makers = pgTable('makers', { id: serial('id').primaryKey(), name: text('name'), country: text('country') });
const items = pgTable('items', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  shopId: integer('shop_id').notNull(),
  makerId: integer('maker_id'),
  price: numeric('price', { mode: 'number' }).notNull(),
  addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }),
});

describe('rows mapped by withCompiledRows', () => {
  let client: PGlite;
  const db = () => drizzle(client);

  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table shops (id serial primary key, name text not null);
      create table makers (id serial primary key, name text, country text);
      create table items (id serial primary key, name text not null, shop_id int not null, maker_id int,
        price numeric not null, added_at timestamptz);
      insert into shops (name) values ('Corner store');
      insert into makers (name, country) values ('Anand Steel', 'IN'), (null, null);
      insert into items (name, shop_id, maker_id, price, added_at) values
        ('Kettle', 1, 1, 899.5, '2026-01-02T03:04:05.678Z'),
        ('Tiffin', 1, null, 250, null),
        ('Ladle', 1, 2, 99, '2026-03-04T00:00:00Z');`);
  });

  afterAll(() => client.close());

  /** Every kind of selected value: columns that decode, SQL with and without a decoder, objects, outer joins. */
  function selectEverything(name: string) {
    const counts = db()
      .select({ shopId: items.shopId, total: sql<number>`count(*)`.mapWith(Number).as('total') })
      .from(items)
      .groupBy(items.shopId)
      .as('counts');
    return db()
      .select({
        id: items.id,
        name: items.name,
        price: items.price,
        addedAt: items.addedAt,
        label: sql<string>`upper(${items.name})`,
        doubled: sql`${items.price} * 2`.mapWith(Number),
        maker: { id: makers.id, name: makers.name, country: makers.country },
        where: { makerCountry: makers.country, itemName: items.name, shopName: shops.name },
        shopItems: counts.total,
      })
      .from(items)
      .innerJoin(shops, eq(shops.id, items.shopId))
      .leftJoin(makers, eq(makers.id, items.makerId))
      .leftJoin(counts, eq(counts.shopId, items.shopId))
      .where(sql`${items.id} = any(${sql.placeholder('ids')})`)
      .orderBy(items.id)
      .prepare(name);
  }

  it('gives the rows drizzle gives, key for key and in the same order', async () => {
    const ids = [1, 2, 3];
    const drizzleRows = await selectEverything('plain').execute({ ids });
    const compiledRows = await withCompiledRows(selectEverything('compiled')).execute({ ids });

    expect(compiledRows).toEqual(drizzleRows);
    expect(JSON.stringify(compiledRows)).toBe(JSON.stringify(drizzleRows));
    // The cases that matter are there: a missing outer-joined row is null, a joined row of nulls is not.
    expect(compiledRows.map((row) => row.maker)).toEqual([
      { id: 1, name: 'Anand Steel', country: 'IN' },
      null,
      { id: 2, name: null, country: null },
    ]);
    expect(compiledRows[0]).toMatchObject({ price: 899.5, doubled: 1799, shopItems: 3, label: 'KETTLE' });
    expect(compiledRows[0]?.addedAt).toEqual(new Date('2026-01-02T03:04:05.678Z'));
    // An object whose first column is null but whose columns come from several tables stays an object.
    expect(compiledRows[1]?.where).toEqual({ makerCountry: null, itemName: 'Tiffin', shopName: 'Corner store' });
  });

  it('refuses what is not a prepared select', () => {
    const insert = db()
      .insert(shops)
      .values({ name: sql.placeholder('name') })
      .prepare('insert_shop');
    expect(() => withCompiledRows(insert)).toThrow(/prepared select/);
    expect(() => withCompiledRows(withCompiledRows(selectEverything('twice')))).toThrow(/prepared select/);
  });
});
