let scratch = new Float64Array(256);

/**
 * The distinct three-character pieces of a text, each as one number (three UTF-16 code units side by side),
 * in ascending order. A name contains a search text only if it contains every piece of it, so the products
 * holding all of the search's pieces are all the candidates there are.
 */
export function trigramsOf(text: string): Float64Array {
  const count = Math.max(0, text.length - 2);
  if (scratch.length < count) scratch = new Float64Array(count * 2);
  for (let at = 0; at < count; at++) {
    scratch[at] = text.charCodeAt(at) * 0x1_0000_0000 + text.charCodeAt(at + 1) * 0x1_0000 + text.charCodeAt(at + 2);
  }
  const codes = scratch.subarray(0, count).sort();
  let distinct = 0;
  for (let at = 0; at < count; at++) if (at === 0 || codes[at] !== codes[at - 1]) codes[distinct++] = codes[at]!;
  return codes.slice(0, distinct);
}
