/**
 * How the browser flows and the benches start Debian Chromium: headless, no sandbox (containers),
 * and nothing of its own on the network (updates, sync, QUIC probes), which this machine's closed
 * network refuses and which would disturb what is measured.
 *
 * Headless Chromium 156 also draws the address bar's popup, a WebUI page in a renderer of its own,
 * and keeps it busy while pages load: on two cores that took a third of the browser flows' time
 * (the shell's flows 74 → 48 s) and competed with the measured page for the CPU. A phone's browser
 * does no such work beside the page, and no flow uses the address bar, so its three features are off.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup",
];
