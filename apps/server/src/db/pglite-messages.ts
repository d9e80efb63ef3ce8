/** What the main thread asks of the embedded database's thread (`pglite-thread.ts`). */
export type ToDatabase =
  | { id: number; op: "query"; sql: string; params: unknown[]; rowMode: "array" | "object"; raw: number[]; tx?: number }
  | { id: number; op: "exec"; sql: string; tx?: number }
  | { id: number; op: "begin" }
  | { id: number; op: "end"; tx: number; commit: boolean }
  | { id: number; op: "close" };

/** A database error as it crosses threads: its message and its fields (`code`, `constraint`, …). */
export interface ErrorShape {
  message: string;
  fields: Record<string, unknown>;
}

/** The answer to request `id`; id 0 answers the thread's start (the database opened, or not). */
export type FromDatabase = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorShape };
