/** Whether a database error (or one it wraps, as Drizzle does) is a unique-constraint violation (23505). */
export const isUniqueViolation = (error: unknown): boolean => {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') {
      return true;
    }
  }
  return false;
};
