/** The fields of a Chromium trace event read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread time: the CPU the thread itself used during the event, in microseconds. */
  tdur?: number;
  args?: { name?: string };
}

const TASKS = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

/**
 * Blocking time as Lighthouse counts it (each main-thread task's time beyond 50 ms on a 4× slower
 * CPU, from the first paint on), but of each task's thread time: the CPU the page's main thread
 * itself used, without the time it waited for a core held by other processes (the browser's
 * others, the server, Lighthouse itself). On a quiet phone the two are close; on a busy two-core
 * machine a task's wall time can be several times its thread time, and it is the wall time that
 * Lighthouse's blocking time is made of. Undefined when the trace has no first paint.
 */
export function ownBlockingMs(events: readonly TraceEvent[], slowdown = 4): number | undefined {
  const paint = events.find((event) => event.name === "firstContentfulPaint");
  if (!paint) return undefined;
  const main = events.find(
    (event) => event.pid === paint.pid && event.name === "thread_name" && event.args?.name === "CrRendererMain",
  );
  if (!main) return undefined;
  let blocking = 0;
  for (const event of events) {
    if (event.pid !== main.pid || event.tid !== main.tid || event.ph !== "X" || !TASKS.has(event.name)) continue;
    if (event.ts < paint.ts) continue;
    blocking += Math.max(0, ((event.tdur ?? 0) / 1000) * slowdown - 50);
  }
  return blocking;
}
