import { useSettingsStore } from "../../stores/settings";

/**
 * The new-message sound (spec section 3, `newMessageNotificationVoice`, on by default). The
 * notifications themselves (in the page, and Web Push while it is closed) follow
 * `messageNotification` in the notification module; the tab title counts unread when it is on.
 */

let audio: AudioContext | undefined;

/** Two soft notes made on the spot, so there is no sound file to download. */
function chime(): void {
  const Context = globalThis.AudioContext;
  if (!Context) return;
  try {
    audio ??= new Context();
    const context = audio;
    // Browsers keep audio suspended until the page was interacted with; then this stays silent.
    if (context.state === "suspended") void context.resume().catch(() => undefined);
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.12, 1320],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = "sine";
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.15, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.18);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.2);
    }
  } catch {
    // No audio device: the badges still tell.
  }
}

/** A message or system message arrived that the user is not reading: the chime, if they want it. */
export function newMessageSound(): void {
  if (useSettingsStore.getState().messageSettings.newMessageNotificationVoice) chime();
}
