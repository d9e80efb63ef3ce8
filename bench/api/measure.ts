import autocannon from "autocannon";

export interface Figures {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface Target {
  url: string;
  method?: "GET" | "POST";
  body?: string;
  headers?: Record<string, string>;
}

/** One bounded load run: fixed connections, fixed duration. */
export async function measure(target: Target, seconds: number, connections: number): Promise<Figures> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? "GET",
    body: target.body,
    headers: { ...(target.body ? { "content-type": "application/json" } : {}), ...target.headers },
    connections,
    duration: seconds,
    pipelining: 1,
  });
  return {
    requestsPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

export function summary(list: Figures[]) {
  return {
    rps: median(list.map((f) => f.requestsPerSec)),
    p50: median(list.map((f) => f.p50Ms)),
    p99: median(list.map((f) => f.p99Ms)),
    failures: list.reduce((sum, f) => sum + f.errors + f.non2xx, 0),
  };
}
