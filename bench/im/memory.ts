import WebSocket from "ws";

export interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

/**
 * Reads a server process's memory through its inspector (the process was started with
 * `--inspect=127.0.0.1:<port>`): a full garbage collection first, so what is left is what the
 * process holds, not what it has not collected yet. No debug hook in the server is needed.
 */
export async function inspector(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`no inspector target on port ${port}`);
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  let next = 0;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const id = ++next;
      const onMessage = (raw: WebSocket.RawData) => {
        const answer = JSON.parse(raw.toString()) as { id?: number; result?: Record<string, unknown> };
        if (answer.id !== id) return;
        socket.off("message", onMessage);
        resolve(answer.result ?? {});
      };
      socket.on("message", onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });

  async function sample(): Promise<Memory> {
    await call("HeapProfiler.collectGarbage");
    await call("HeapProfiler.collectGarbage");
    const result = await call("Runtime.evaluate", {
      expression: "JSON.stringify(process.memoryUsage())",
      returnByValue: true,
    });
    const value = (result.result as { value?: string } | undefined)?.value ?? "{}";
    const usage = JSON.parse(value) as { rss: number; heapUsed: number; external: number };
    return { rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external };
  }

  return {
    /** The median of several samples a moment apart (RSS moves as the allocator returns pages). */
    async settled(samples = 5): Promise<Memory> {
      const taken: Memory[] = [];
      for (let i = 0; i < samples; i++) {
        taken.push(await sample());
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      const median = (key: keyof Memory) =>
        taken.map((m) => m[key]).sort((a, b) => a - b)[Math.floor(samples / 2)] ?? 0;
      return { rss: median("rss"), heapUsed: median("heapUsed"), external: median("external") };
    },
    close: () => socket.close(),
  };
}
