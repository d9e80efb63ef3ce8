/** The video player: low-latency FLV with HLS fallback, or a replay. */
export function Player(_props: { roomId: number; live: boolean }) {
  return null;
}
