import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../seed/catalog/seeded-random.js';
import { orderOf } from './listing-orders.js';
import { pageOfMatches } from './places-page.js';

describe('a page picked from matches by their places', () => {
  const order = orderOf(
    Int32Array.from(seededRandom(5).shuffle(Array.from({ length: 20_000 }, (_, at) => at))),
    20_000,
  );
  const everyOther = Int32Array.from({ length: 10_000 }, (_, at) => 2 * at + 1);
  // Matches coming best first, worst first and in no order: the first overflow the room the picked ones have.
  const sequences = {
    'best first': everyOther.slice().sort((a, b) => order.place[a]! - order.place[b]!),
    'worst first': everyOther.slice().sort((a, b) => order.place[b]! - order.place[a]!),
    'in no order': everyOther,
  };

  for (const [name, matches] of Object.entries(sequences)) {
    it(`is the stretch of the matches sorted by place, whichever way round, with matches ${name}`, () => {
      for (const ascending of [true, false]) {
        const sorted = [...matches].sort((a, b) => (order.place[a]! - order.place[b]!) * (ascending ? 1 : -1));
        for (const [offset, limit] of [
          [0, 24],
          [24, 24],
          [96, 24],
          [0, 1],
          [3_000, 100],
          [9_990, 24],
          [10_000, 5],
        ]) {
          expect(pageOfMatches(matches, order, ascending, offset!, limit!), `${offset} ${limit}`).toEqual(
            sorted.slice(offset, offset! + limit!),
          );
        }
      }
    });
  }

  it('finds nothing among no matches', () => {
    expect(pageOfMatches(new Int32Array(0), order, true, 0, 24)).toEqual([]);
  });
});
