import { createSlotLists, slotListsOf, type SlotList } from './slot-lists.js';
import { trigramsOf } from './trigrams.js';

const WHITESPACE = /\s+/;

/** A text's words: its runs between whitespace, each once. */
const wordsOf = (text: string): string[] => [...new Set(text.split(WHITESPACE))].filter((word) => word !== '');

/**
 * The longest run of a search text between whitespace, and whether it is the whole text. Wherever a name
 * contains the text, that run lies within one of the name's words.
 */
export function longestRunOf(text: string): { run: string; whole: boolean } {
  const run = text.split(WHITESPACE).reduce((longest, part) => (part.length > longest.length ? part : longest), '');
  return { run, whole: run === text };
}

/**
 * The products by each word of their names (slot = place in `names`), and the words by their trigrams. A
 * search finds the few words that contain its text, and their products are its matches: no name is read.
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

    /** The lists of the products with a word that contains `run` (a text without whitespace). */
    listsHolding: (run: string): SlotList[] => wordsHolding(run).flatMap((number) => byWord.get(number) ?? []),
  };
}
