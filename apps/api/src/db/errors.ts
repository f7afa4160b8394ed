function hasPgCode(error: unknown, code: string): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** The database refused a row because a unique constraint already holds that value. */
export const isUniqueViolation = (error: unknown) => hasPgCode(error, '23505');

/** The database refused to remove a row that another row still refers to. */
export const isForeignKeyViolation = (error: unknown) => hasPgCode(error, '23503');
