import { execFile } from "node:child_process";
import { basename, dirname, join } from "node:path";

/** The ffprobe beside the configured ffmpeg (`ffmpeg` → `ffprobe`, `/opt/x/ffmpeg` → `/opt/x/ffprobe`). */
export function ffprobeBeside(ffmpegPath: string): string {
  const name = basename(ffmpegPath).replace(/ffmpeg/, "ffprobe");
  return ffmpegPath.includes("/") ? join(dirname(ffmpegPath), name) : name;
}

/**
 * A media file's length in seconds, or undefined when ffprobe is not installed or cannot read it
 * (the caller then relies on what the client measured).
 */
export function probeSeconds(ffprobe: string, path: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    execFile(
      ffprobe,
      ["-v", "error", "-show_entries", "format=duration", "-of", "default=noprint_wrappers=1:nokey=1", path],
      { timeout: 10_000 },
      (error, stdout) => {
        const seconds = Number.parseFloat(stdout.trim());
        resolve(error || !Number.isFinite(seconds) ? undefined : seconds);
      },
    );
  });
}
