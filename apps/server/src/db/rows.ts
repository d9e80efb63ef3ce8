/** The rows of a raw query's result, whichever driver ran it. */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (typeof result === "object" && result !== null && "rows" in result && Array.isArray(result.rows))
    return result.rows;
  throw new Error("query result without rows");
}
