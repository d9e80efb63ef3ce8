import type { StageClientSignal, StageServerSignal } from "@courtside/protocol";

/** Who is on a connection: a signed-in user, or a visitor known by a random id. */
export interface Viewer {
  userId: number | null;
  visitorId: string;
}

export interface ChatSend {
  clientMsgId: string;
  text: string;
}

/**
 * The rules of one kind of channel (`<kind>:<id>`), registered by the module that owns it, so a new
 * kind needs no change to the gateway.
 */
export interface ChannelPolicy {
  /** Whether `id` is the one spelling of an id of this kind: `room:12`, never `room:012`. */
  canonical(id: string): boolean;
  /** Whether the thing behind the channel exists; following a channel of nothing is refused. */
  exists(id: string): Promise<boolean>;
  mayJoin(viewer: Viewer, id: string): boolean | Promise<boolean>;
  /** After a subscription stands; `resumed` when the client came back with its last seq. */
  onJoin?(viewer: Viewer, id: string, resumed: boolean): Promise<void>;
  /** Stores a message and returns its seq; a kind without it takes no sends. */
  onSend?(viewer: Viewer, channel: string, message: ChatSend): Promise<number>;
  /** Media signalling on a followed channel (a stage); a kind without it takes none. */
  onSignal?(viewer: Viewer, id: string, signal: StageClientSignal, link: SignalLink): Promise<void>;
}

/** One connection's end of a signalling conversation: answers go to it alone. */
export interface SignalLink {
  /** The connection's id, the same for every signal it sends. */
  id: string;
  send(signal: StageServerSignal): void;
  /** Runs once when the connection closes (at once if it already has). */
  onClose(listener: () => void): void;
}

export interface ResolvedChannel {
  kind: string;
  id: string;
  policy: ChannelPolicy;
}

const INT4_MAX = 2_147_483_647;

/** A database id as a channel spells it: a positive integer without a sign or leading zero, within int4. */
export const isSerialId = (id: string) => /^[1-9]\d{0,9}$/.test(id) && Number(id) <= INT4_MAX;

export function createChannels() {
  const kinds = new Map<string, ChannelPolicy>();
  return {
    register(kind: string, policy: ChannelPolicy) {
      if (kinds.has(kind)) throw new Error(`channel kind ${kind} registered twice`);
      kinds.set(kind, policy);
    },
    /** The channel's kind, id and policy; undefined for an unknown kind or a spelling that is not canonical. */
    resolve(channel: string): ResolvedChannel | undefined {
      const colon = channel.indexOf(":");
      if (colon <= 0) return undefined;
      const kind = channel.slice(0, colon);
      const id = channel.slice(colon + 1);
      const policy = kinds.get(kind);
      return policy?.canonical(id) ? { kind, id, policy } : undefined;
    },
  };
}
export type Channels = ReturnType<typeof createChannels>;
