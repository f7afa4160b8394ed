/** The PostgreSQL error code (SQLSTATE) of an error or of one of its causes (drivers and Drizzle wrap it). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

const hasPgCode = (error: unknown, code: string) => pgErrorCode(error) === code;

/** The database refused a row because a unique constraint already holds that value. */
export const isUniqueViolation = (error: unknown) => hasPgCode(error, '23505');

/** The database refused to remove a row that another row still refers to. */
export const isForeignKeyViolation = (error: unknown) => hasPgCode(error, '23503');

/** PostgreSQL aborted this transaction to break a deadlock with another one; running it again is safe. */
export const isDeadlock = (error: unknown) => hasPgCode(error, '40P01');

/** Runs a whole transaction again when PostgreSQL picked it as a deadlock victim. */
export async function retryOnDeadlock<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}
