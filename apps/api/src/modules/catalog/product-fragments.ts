/** Up to 24 MB of products' JSON: a listing product takes about 1.5 KB, so some 15,000 products. */
const PRODUCT_FRAGMENT_BYTES = 24_000_000;
/** What a kept product takes beside its JSON and version: its map entry, objects and buffer bookkeeping. */
export const ENTRY_BYTES = 160;
/**
 * Once the budget is reached, one product in this many that is not kept yet is kept (making room); the others are
 * sent without being kept. Keeping every one would keep none of a set of products shown in turn that is a little
 * larger than the budget (the pages of a listing paged through by many shoppers): each would push out the one
 * shown least recently, which is the next one asked for again.
 */
const KEPT_ONE_IN = 8;

interface Fragment {
  version: string;
  json: Buffer;
  /** The generation in which its version was last read (catalog-generations.ts). */
  generation: number;
}

/** A buffer of its own for `text`: one cut from Node's shared pool would keep the whole pool slab alive. */
function ownBuffer(text: string, byteLength: number): Buffer {
  const bytes = Buffer.allocUnsafeSlow(byteLength);
  bytes.write(text);
  return bytes;
}

/**
 * Products' JSON as listing pages show them, each kept with the version of the rows it was made from
 * (`productResponseVersion`): a page whose products are all known and unchanged is sent without reading,
 * mapping or serialising their rows again. Kept as UTF-8 outside V8's heap (as strings inside it, the heap's
 * growth added more to the process's memory than the bytes themselves); the least recently shown go first once
 * the budget is reached, and then only one newcomer in `KEPT_ONE_IN` takes a place.
 */
export function createProductFragments(budgetBytes = PRODUCT_FRAGMENT_BYTES) {
  const fragments = new Map<number, Fragment>();
  let size = 0;
  let newcomers = 0;

  /** What a kept product of `byteLength` bytes of JSON at `version` counts against the budget. */
  const keptBytes = (byteLength: number, version: string) => byteLength + version.length + ENTRY_BYTES;
  const sizeOf = (fragment: Fragment) => keptBytes(fragment.json.length, fragment.version);
  const drop = (id: number, fragment: Fragment) => {
    fragments.delete(id);
    size -= sizeOf(fragment);
  };
  const shown = (id: number, fragment: Fragment) => {
    fragments.delete(id);
    fragments.set(id, fragment);
    return fragment.json;
  };

  return {
    /** Whether product `id` is kept, at any version. */
    has: (id: number): boolean => fragments.has(id),

    /** The JSON of product `id` if it is kept and was last found current in `generation`. */
    ofGeneration(id: number, generation: number): Buffer | undefined {
      const fragment = fragments.get(id);
      return fragment?.generation === generation ? shown(id, fragment) : undefined;
    },

    /** The JSON of product `id` at `version`, if it is kept; it is then current in `generation`. */
    get(id: number, version: string, generation: number): Buffer | undefined {
      const fragment = fragments.get(id);
      if (fragment === undefined || fragment.version !== version) return undefined;
      fragment.generation = generation;
      return shown(id, fragment);
    },

    /**
     * Keeps `text`, the JSON of product `id` at `version` as read in `generation` (unless it is a newcomer turned
     * away), and returns it as UTF-8.
     */
    set(id: number, version: string, text: string, generation: number): Buffer {
      const byteLength = Buffer.byteLength(text);
      const known = fragments.get(id);
      if (known) drop(id, known);
      else if (size + keptBytes(byteLength, version) > budgetBytes && newcomers++ % KEPT_ONE_IN !== 0) {
        return Buffer.from(text);
      }
      const fragment = { version, json: ownBuffer(text, byteLength), generation };
      fragments.set(id, fragment);
      size += sizeOf(fragment);
      for (const [oldestId, oldest] of fragments) {
        if (size <= budgetBytes || oldest === fragment) break;
        drop(oldestId, oldest);
      }
      return fragment.json;
    },
  };
}
