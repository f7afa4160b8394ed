import type { z } from 'zod';
import type { FieldError } from './errors';
import type { Resolver } from './form-store';

/** Checks a form with a zod schema: its output, or each field's first message by dotted name. */
export function schemaResolver<Schema extends z.ZodType>(schema: Schema): Resolver<z.input<Schema>, z.output<Schema>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues)
      errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message };
    return { errors };
  };
}
