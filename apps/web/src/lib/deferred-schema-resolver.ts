import type { z } from 'zod';
import type { Resolver } from './form/form-store';
import { schemaResolver } from './form/schema-resolver';

type FormSchema = z.ZodType<object, object>;

export interface DeferredSchemaResolver<Schema extends FormSchema> {
  resolver: Resolver<z.input<Schema>, z.output<Schema>>;
  /** Starts the download ahead of the first check, e.g. when the form is first focused. */
  preload: () => void;
}

/**
 * A form resolver that checks with a contract schema downloaded, with zod, when the form is first checked:
 * forms show the contract's own messages without every form page downloading zod (about 40 KB).
 * `loadSchema` must import a module the page does not import itself, or the schema arrives with the page.
 */
export function deferredSchemaResolver<Schema extends FormSchema>(
  loadSchema: () => Promise<Schema>,
): DeferredSchemaResolver<Schema> {
  type Values = z.input<Schema>;
  type Checked = z.output<Schema>;
  let loading: Promise<Resolver<Values, Checked>> | undefined;
  const load = () =>
    (loading ??= loadSchema().then(schemaResolver, (error: unknown) => {
      loading = undefined; // the next check tries again
      throw error;
    }));

  return {
    resolver: async (values) => {
      let resolve: Resolver<Values, Checked>;
      try {
        resolve = await load();
      } catch {
        // Without the schema (offline, or a new release replaced the files) the server checks alone; its
        // answer shows as usual.
        return { values: values as Checked };
      }
      return resolve(values);
    },
    preload: () => void load().catch(() => undefined),
  };
}
