import { useEffect, useRef, useState } from "react";
import { realtime } from "../../realtime/realtime";
import { createStageSession, type RemoteMedia, type SessionState, type StageSession } from "./stageSession";

const MEASURE_MS = 500;
/** A failed session is asked for again after this long, a few times. */
const RETRY_MS = 2_000;
const RETRIES = 3;

export interface SessionView {
  state: SessionState | "off";
  /** Why the server ended the session (`removed`, `ended`, `replaced` …). */
  reason: string | undefined;
  /** The gateway's refusal (e.g. too many viewers on this server). */
  refusal: { code: number; msg: string } | null;
  streams: ReadonlyMap<number, MediaStream>;
  media: ReadonlyMap<number, RemoteMedia>;
  ownLevel: number;
}

interface Params {
  channel: string | null;
  /** Off while null: nothing to join (stage closed, or a publisher still getting devices). */
  as: "publisher" | "viewer" | null;
  iceServers: RTCIceServer[];
  local: { audio: MediaStreamTrack | null; video: MediaStreamTrack | null };
}

/**
 * The room's media session while `as` is set: joined on every subscription to the stage channel
 * (again after a reconnect), measured twice a second for bytes received and who is speaking.
 */
export function useStageSession({ channel, as, iceServers, local }: Params): SessionView {
  const [view, setView] = useState<SessionView>({
    state: "off",
    reason: undefined,
    refusal: null,
    streams: new Map(),
    media: new Map(),
    ownLevel: 0,
  });
  const session = useRef<StageSession | null>(null);
  // The session is made again only when the servers' value changes, not the array's identity.
  const servers = JSON.stringify(iceServers);
  const latest = useRef({ iceServers, local });
  latest.current = { iceServers, local };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `servers` stands for the ICE servers read through `latest`
  useEffect(() => {
    if (!channel || !as) {
      setView((current) => ({ ...current, state: "off", streams: new Map(), media: new Map() }));
      return undefined;
    }
    const client = realtime();
    let retries = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const created = createStageSession({
      as,
      iceServers: latest.current.iceServers,
      local: latest.current.local,
      send: (signal) => client.signal(channel, signal),
      onStreams: (streams) => setView((current) => ({ ...current, streams })),
      onState: (state, reason) => {
        setView((current) => ({ ...current, state, reason }));
        if (state === "connected") retries = 0;
        if (state === "failed" && retries < RETRIES) {
          retries += 1;
          retryTimer = setTimeout(() => created.join(), RETRY_MS);
        }
      },
    });
    session.current = created;
    const unsubscribe = client.subscribe(channel, () => undefined, {
      onSignal: (signal) => created.handle(signal),
      onError: (refusal) => setView((current) => ({ ...current, refusal, state: "closed" })),
      onSubscribed: () => {
        setView((current) => ({ ...current, refusal: null }));
        created.join();
      },
    });
    const measuring = setInterval(() => {
      void created
        .measure()
        .then(({ remote, ownLevel }) => setView((current) => ({ ...current, media: remote, ownLevel })));
    }, MEASURE_MS);
    return () => {
      clearInterval(measuring);
      clearTimeout(retryTimer);
      created.stop();
      unsubscribe();
      session.current = null;
    };
  }, [channel, as, servers]);

  useEffect(() => {
    session.current?.setLocal(local);
  }, [local]);

  return view;
}
