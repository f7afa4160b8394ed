let scratch = new Float64Array(256);

/**
 * Writes the distinct three-character pieces of a text into `scratch`, in ascending order, each as one number
 * (three UTF-16 code units side by side); returns how many there are. Words are short: an insertion sort
 * beats a call to the built-in one.
 */
function writeTrigrams(text: string): number {
  if (scratch.length < text.length) scratch = new Float64Array(text.length * 2);
  let count = 0;
  for (let at = 0; at + 3 <= text.length; at++) {
    const code = text.charCodeAt(at) * 0x1_0000_0000 + text.charCodeAt(at + 1) * 0x1_0000 + text.charCodeAt(at + 2);
    let place = count;
    while (place > 0 && scratch[place - 1]! > code) place--;
    if (place > 0 && scratch[place - 1] === code) continue;
    scratch.copyWithin(place + 1, place, count);
    scratch[place] = code;
    count++;
  }
  return count;
}

/**
 * The distinct trigrams of a text in ascending order. A word contains a search text only if it contains
 * every trigram of it, so the words holding all of them are all the candidates there are.
 */
export const trigramsOf = (text: string): Float64Array => scratch.slice(0, writeTrigrams(text));
