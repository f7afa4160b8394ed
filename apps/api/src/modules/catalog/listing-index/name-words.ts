import { createSlotLists, slotListsOf, type SlotList } from './slot-lists.js';
import { trigramsOf } from './trigrams.js';

const WHITESPACE = /\s+/;

/** A text's words: its runs between whitespace, each once. */
const wordsOf = (text: string): string[] => [...new Set(text.split(WHITESPACE))].filter((word) => word !== '');

/** What a search text's matches are found among: the products of the words holding one of its runs. */
export interface RunProducts {
  /** The lists of the products with a word that contains the run, one list per word. */
  lists: SlotList[];
  /** How many slots the lists hold together (a product under two of the words counts twice). */
  slots: number;
  /** Whether the run is the whole text: its products are then exactly the text's matches. */
  whole: boolean;
}

/**
 * The products by each word of their names (slot = place in `names`), and the words by their trigrams. A
 * search finds the few words that contain its text, and their products are its matches: no name is read (a text
 * with whitespace takes them as candidates, each name then checked).
 */
export function createNameWords(names: readonly string[]) {
  const words: string[] = [];
  const numberOf = new Map<string, number>();
  const wordsByTrigram = createSlotLists<number>();

  function numberOfWord(word: string): number {
    let number = numberOf.get(word);
    if (number === undefined) {
      number = words.length;
      numberOf.set(word, number);
      words.push(word);
      for (const trigram of trigramsOf(word)) wordsByTrigram.add(trigram, number);
    }
    return number;
  }

  const byWord = createSlotLists(slotListsOf(names, (name) => wordsOf(name).map(numberOfWord)));

  /** The numbers of the words that contain `run`: those holding its rarest trigram, checked one by one. */
  function wordsHolding(run: string): number[] {
    const trigramLists = run.length < 3 ? [] : Array.from(trigramsOf(run), (trigram) => wordsByTrigram.get(trigram));
    if (trigramLists.some((list) => list === undefined)) return [];
    const rarest = (trigramLists as SlotList[]).reduce<SlotList | null>(
      (shortest, list) => (shortest && shortest.length <= list.length ? shortest : list),
      null,
    );
    const candidates = rarest ? Array.from(rarest.slots.subarray(0, rarest.length)) : words.keys();
    return Array.from(candidates).filter((number) => words[number]!.includes(run));
  }

  return {
    add(slot: number, name: string): void {
      for (const word of wordsOf(name)) byWord.add(numberOfWord(word), slot);
    },

    remove(slot: number, name: string): void {
      for (const word of wordsOf(name)) byWord.remove(numberOf.get(word)!, slot);
    },

    /**
     * The products of the run of `text` between whitespace that the fewest products' words hold (wherever a name
     * contains the text, each of its runs lies within one of the name's words); null for a blank text. Runs
     * shorter than a trigram are looked up only when the text has no other: each is checked against every word.
     */
    productsOfRarestRun(text: string): RunProducts | null {
      const runs = wordsOf(text);
      const long = runs.filter((run) => run.length >= 3);
      let rarest: RunProducts | null = null;
      for (const run of long.length > 0 ? long : runs) {
        const lists = wordsHolding(run).flatMap((number) => byWord.get(number) ?? []);
        const slots = lists.reduce((sum, list) => sum + list.length, 0);
        if (!rarest || slots < rarest.slots) rarest = { lists, slots, whole: run === text };
      }
      return rarest;
    },
  };
}
