import { useCallback, useEffect, useMemo, useState } from "react";

/** Why the camera and microphone could not be had, as the person can act on it. */
export type DeviceProblem = "denied" | "missing" | "busy" | "unsupported" | "failed";

export interface LocalMedia {
  stream: MediaStream | null;
  audio: MediaStreamTrack | null;
  video: MediaStreamTrack | null;
  problem: DeviceProblem | null;
  devices: { cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[] };
  chosen: { camera: string | undefined; microphone: string | undefined };
  choose(kind: "camera" | "microphone", deviceId: string): void;
  /** Asks again (after the person changed the browser's permission). */
  retry(): void;
}

export function problemOf(error: unknown): DeviceProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError") return "missing";
  if (name === "NotReadableError" || name === "TrackStartError" || name === "AbortError") return "busy";
  return "failed";
}

/** The camera and microphone while `enabled`, from the chosen devices; stopped when no longer needed. */
export function useLocalMedia(enabled: boolean): LocalMedia {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<DeviceProblem | null>(null);
  const [devices, setDevices] = useState<LocalMedia["devices"]>({ cameras: [], microphones: [] });
  const [chosen, setChosen] = useState<LocalMedia["chosen"]>({ camera: undefined, microphone: undefined });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger only
  useEffect(() => {
    if (!enabled) {
      setStream(null);
      return undefined;
    }
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem("unsupported");
      return undefined;
    }
    let cancelled = false;
    let got: MediaStream | null = null;
    const constraints: MediaStreamConstraints = {
      audio: chosen.microphone ? { deviceId: { exact: chosen.microphone } } : true,
      video: {
        ...(chosen.camera ? { deviceId: { exact: chosen.camera } } : {}),
        width: { ideal: 640 },
        height: { ideal: 360 },
        frameRate: { ideal: 24 },
      },
    };
    navigator.mediaDevices
      .getUserMedia(constraints)
      .then(async (media) => {
        if (cancelled) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        got = media;
        setStream(media);
        setProblem(null);
        // Device names are readable only once permission is given.
        const all = await navigator.mediaDevices.enumerateDevices();
        if (!cancelled) {
          setDevices({
            cameras: all.filter((device) => device.kind === "videoinput"),
            microphones: all.filter((device) => device.kind === "audioinput"),
          });
        }
      })
      .catch((error: unknown) => {
        if (!cancelled) setProblem(problemOf(error));
      });
    return () => {
      cancelled = true;
      // The devices are released (a phone cannot open its other camera while one is open), but the
      // stream stays until the next one arrives: a guest switching devices keeps publishing, and the
      // new tracks replace the old on the same session, with no new offer and no lost connection.
      for (const track of got?.getTracks() ?? []) track.stop();
    };
  }, [enabled, chosen.camera, chosen.microphone, attempt]);

  const audio = stream?.getAudioTracks()[0] ?? null;
  const video = stream?.getVideoTracks()[0] ?? null;
  const choose = useCallback((kind: "camera" | "microphone", deviceId: string) => {
    setChosen((current) => ({ ...current, [kind]: deviceId }));
  }, []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return useMemo(
    () => ({ stream, audio, video, problem, devices, chosen, choose, retry }),
    [stream, audio, video, problem, devices, chosen, choose, retry],
  );
}
