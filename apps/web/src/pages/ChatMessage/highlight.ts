/**
 * A search hit's text cut into plain and found parts, from the server's [start, end) ranges.
 * Overlapping, empty or out-of-order ranges are tolerated: each character is shown once.
 */
export function highlighted(text: string, ranges: readonly (readonly [number, number])[]) {
  const parts: { text: string; mark: boolean }[] = [];
  let at = 0;
  for (const [rawStart, rawEnd] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const start = Math.max(rawStart, at);
    const end = Math.min(rawEnd, text.length);
    if (end <= start) continue;
    if (start > at) parts.push({ text: text.slice(at, start), mark: false });
    const last = parts.at(-1);
    // Ranges that touch or overlap read as one found word.
    if (last?.mark && start === at) last.text += text.slice(start, end);
    else parts.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false });
  return parts;
}
