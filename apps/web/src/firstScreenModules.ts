import { FIRST_SCREEN_MODULE_ATTR } from "./firstPaint/handoffIds";
import { importInSteps } from "./importInSteps";

let started = false;

/**
 * Evaluates the painted screen's modules (those the first paint linked ahead, firstPaint/loadApp.ts)
 * one per task, the last listed first (the list starts with the screen and goes down to what it
 * imports). Importing the screen evaluates all it imports in one task, which for the live room
 * (its chat, stage, player and their controls) is over 100 ms on a phone; the screen's own import
 * then finds them ready. Once, at the router's first load; a page drawn without a first paint has
 * no such links, and a failure is left to the screen's own import to report.
 */
export async function evaluateFirstScreenModules(): Promise<void> {
  if (started) return;
  started = true;
  const links = [...document.querySelectorAll<HTMLLinkElement>(`link[${FIRST_SCREEN_MODULE_ATTR}]`)];
  await importInSteps(links.map((link) => link.href).reverse());
}
