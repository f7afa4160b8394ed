import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

export interface DeferredSchemaResolver<Schema extends FormSchema> {
  resolver: Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  /** Starts the download ahead of the first check, e.g. when the form is first focused. */
  preload: () => void;
}

/**
 * A react-hook-form resolver that checks with a contract schema downloaded, with zod, when the form is first
 * checked: forms show the contract's own messages without every form page downloading zod (about 40 KB).
 * `loadSchema` must import a module the page does not import itself, or the schema arrives with the page.
 */
export function deferredSchemaResolver<Schema extends FormSchema>(
  loadSchema: () => Promise<Schema>,
): DeferredSchemaResolver<Schema> {
  type Values = z.input<Schema>;
  type Checked = z.output<Schema>;
  let loading: Promise<Resolver<Values, unknown, Checked>> | undefined;
  const load = () =>
    (loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<Values, unknown, Checked>,
      (error: unknown) => {
        loading = undefined; // the next check tries again
        throw error;
      },
    ));

  return {
    resolver: async (values, context, options) => {
      let resolve: Resolver<Values, unknown, Checked>;
      try {
        resolve = await load();
      } catch {
        // Without the schema (offline, or a new release replaced the files) the server checks alone; its
        // answer shows as usual.
        return { values: values as Checked, errors: {} };
      }
      return resolve(values, context, options);
    },
    preload: () => void load().catch(() => undefined),
  };
}
