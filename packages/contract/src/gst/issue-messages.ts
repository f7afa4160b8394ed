import type { z } from 'zod';

/** What a form would show for the input: the messages of the schema's issues, none when it is accepted. */
export function issueMessages(schema: z.ZodType, input: unknown): string[] {
  return schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
}
