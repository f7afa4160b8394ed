/** A problem with one field, from the form's checks or from the server. */
export interface FieldError {
  type: string;
  message?: string;
}

/** Errors by dotted field name, as the form keeps them. */
export type FlatErrors = Readonly<Record<string, FieldError>>;

type ErrorsOf<V> =
  NonNullable<V> extends readonly (infer Item)[]
    ? Partial<FieldError> & { [index: number]: ErrorsOf<Item> | undefined }
    : NonNullable<V> extends Date | Blob
      ? FieldError
      : NonNullable<V> extends object
        ? Partial<FieldError> & FieldErrors<NonNullable<V>>
        : FieldError;

/** Errors shaped like the values: `errors.items?.[0]?.batch_no?.message`. */
export type FieldErrors<T> = { [K in keyof T]?: ErrorsOf<T[K]> };

/** The flat errors as nested objects, a list's own error beside its items' ones. */
export function nestErrors<T>(flat: FlatErrors): FieldErrors<T> {
  const nested: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(flat)) {
    const keys = name.split('.');
    const last = keys.pop()!;
    let parent = nested;
    for (const key of keys) parent = (parent[key] ??= {}) as Record<string, unknown>;
    parent[last] = Object.assign((parent[last] as object | undefined) ?? {}, error);
  }
  return nested as FieldErrors<T>;
}
