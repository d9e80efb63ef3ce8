import type { StageClientSignal, StageServerSignal } from "@courtside/protocol";
import type { IceServer, PublisherRule, RelayTarget, SfuStats } from "./types.js";

/** What the stage service's side posts to a room's worker. */
export type ToWorker =
  /** `session` is chosen here, so a late report about an older session of the key is recognised. */
  | { t: "join"; key: string; session: string; userId: number | null; publish: boolean }
  | { t: "signal"; key: string; signal: StageClientSignal }
  | { t: "leave"; key: string }
  | { t: "update"; publishers: PublisherRule[] }
  | { t: "end" }
  | { t: "stats"; id: number }
  /** Send each seat's packets to the viewers' relay (null: stop). */
  | { t: "relay"; target: RelayTarget | null }
  | { t: "keyFrames" };

/** What a room's worker posts back. */
export type FromWorker =
  | { t: "send"; key: string; signal: StageServerSignal }
  | { t: "peer"; userId: number; state: "connected" | "lost" }
  /** The worker closed this session itself (removed, replaced, ended or failed). */
  | { t: "gone"; key: string; session: string }
  | { t: "stats"; id: number; stats: RoomStats }
  /** Who sits in each of the relay's seats now. */
  | { t: "seats"; seats: (number | null)[] };

export type RoomStats = Omit<SfuStats, "rooms">;

/** Given to each worker when it starts. */
export interface WorkerConfig {
  iceServers: IceServer[];
}
