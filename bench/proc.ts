import { readFileSync } from "node:fs";

/** Clock ticks per second of /proc's CPU counters (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * The command name and CPU seconds (user + system) of one `/proc/<pid>/stat` or
 * `/proc/<pid>/task/<tid>/stat` text. Fields after the command (which may hold spaces) start at
 * state; utime and stime are fields 14 and 15.
 */
export function parseStat(stat: string): { name: string; cpuSeconds: number } {
  const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { name, cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
}

/** CPU seconds (user + system) a process (all its threads) or one of its threads has used, from /proc. */
export function cpuSeconds(pid: number, tid?: number): number {
  try {
    return parseStat(readFileSync(tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`, "utf8"))
      .cpuSeconds;
  } catch {
    return 0;
  }
}
