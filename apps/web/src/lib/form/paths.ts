/** What a form holds: an object of fields, possibly nested in objects and lists. */
export type FieldValues = object;

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | Blob;

type PathOf<K extends string, V> =
  NonNullable<V> extends Leaf
    ? K
    : NonNullable<V> extends readonly (infer Item)[]
      ? K | `${K}.${number}` | `${K}.${number}.${Path<Item>}`
      : K | `${K}.${Path<NonNullable<V>>}`;

/** Every field of `T` by its dotted name: `items.0.batch_no`. */
export type Path<T> = T extends Leaf
  ? never
  : T extends object
    ? { [K in keyof T & string]-?: PathOf<K, T[K]> }[keyof T & string]
    : never;

/** The fields of `T` that are lists. */
export type ArrayPath<T> = {
  [P in Path<T>]: NonNullable<PathValue<T, P>> extends readonly unknown[] ? P : never;
}[Path<T>];

/** The value at a dotted name. */
export type PathValue<T, P extends string> = T extends readonly (infer Item)[]
  ? P extends `${number}.${infer Rest}`
    ? PathValue<NonNullable<Item>, Rest>
    : Item
  : P extends `${infer K}.${infer Rest}`
    ? K extends keyof T
      ? PathValue<NonNullable<T[K]>, Rest>
      : never
    : P extends keyof T
      ? T[P]
      : never;

const segments = (name: string) => name.split('.');

/** The value at a dotted name, or undefined where the path ends early. */
export function getPath(values: unknown, name: string): unknown {
  let current = values;
  for (const key of segments(name)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `values` with `value` at the dotted name; only the objects on the path are copied. */
export function setPath<T>(values: T, name: string, value: unknown): T {
  const [key, ...rest] = segments(name) as [string, ...string[]];
  const container: unknown = values;
  const copy: Record<string, unknown> = Array.isArray(container)
    ? ([...(container as unknown[])] as unknown as Record<string, unknown>)
    : { ...(container as Record<string, unknown> | undefined) };
  copy[key] =
    rest.length === 0 ? value : setPath(copy[key] ?? (/^\d+$/.test(rest[0]!) ? [] : {}), rest.join('.'), value);
  return copy as T;
}

/** Whether one dotted name is the other, or one holds the other (`items` holds `items.0.batch_no`). */
export const pathsOverlap = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);
