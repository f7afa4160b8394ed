import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { MOST_IDS_PER_READ, readsPerTurn } from './reads-per-turn.js';

/** A read that records what it was asked and answers with the ids it read, tagged with its group. */
function recordingRead() {
  const reads: Array<{ group: string; ids: number[] }> = [];
  const read = readsPerTurn(async (group: string, ids: number[]) => {
    reads.push({ group, ids });
    return ids.map((id) => `${group}:${id}`);
  });
  return { reads, read };
}

describe('reads made once per turn of the event loop', () => {
  it('reads the ids of every call of one turn and group once, together, and gives each caller that answer', async () => {
    const { reads, read } = recordingRead();
    const answers = await Promise.all([read('a', [1, 2]), read('a', [2, 3]), read('b', [4]), read('a', [])]);
    expect(reads).toEqual([
      { group: 'a', ids: [1, 2, 3] },
      { group: 'b', ids: [4] },
    ]);
    expect(answers).toEqual([['a:1', 'a:2', 'a:3'], ['a:1', 'a:2', 'a:3'], ['b:4'], ['a:1', 'a:2', 'a:3']]);
  });

  it('reads again for calls made in a later turn', async () => {
    const { reads, read } = recordingRead();
    const first = read('a', [1]);
    await nextTurn();
    const second = read('a', [1]);
    expect(await Promise.all([first, second])).toEqual([['a:1'], ['a:1']]);
    expect(reads).toEqual([
      { group: 'a', ids: [1] },
      { group: 'a', ids: [1] },
    ]);
  });

  it(`splits a turn's calls into reads of at most ${MOST_IDS_PER_READ} ids, keeping each call's ids in one read`, async () => {
    const { reads, read } = recordingRead();
    const third = Math.floor(MOST_IDS_PER_READ * 0.4);
    const calls = [0, 1, 2].map((call) => Array.from({ length: third }, (_, index) => call * third + index));
    const answers = await Promise.all(calls.map((ids) => read('a', ids)));
    expect(reads.map(({ ids }) => ids)).toEqual([[...calls[0]!, ...calls[1]!], calls[2]]);
    calls.forEach((ids, call) => expect(answers[call]).toEqual(expect.arrayContaining(ids.map((id) => `a:${id}`))));
  });

  it('fails every caller of a read that fails, at once or later, and reads afresh next time', async () => {
    let failure: 'throws' | 'rejects' | null = 'throws';
    const read = readsPerTurn((_group: string, ids: number[]) => {
      if (failure === 'throws') throw new Error('connection refused');
      if (failure === 'rejects') return Promise.reject(new Error('query timed out'));
      return Promise.resolve(ids);
    });
    await expect(Promise.all([read('a', [1]), read('a', [2])])).rejects.toThrow('connection refused');
    failure = 'rejects';
    const both = await Promise.allSettled([read('a', [1]), read('a', [2])]);
    expect(both.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    failure = null;
    expect(await read('a', [5])).toEqual([5]);
  });
});
