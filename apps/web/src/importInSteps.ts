import { nextTask } from "./nextTask";

/**
 * Imports modules one per task, in the order given. A module evaluates all it imports in the task
 * that brings the last of them; imported ahead like this, each is evaluated on its own, and whoever
 * imports them next finds them ready. The first failure ends the steps: the module's next importer
 * meets it again and reports it.
 */
export async function importInSteps(hrefs: readonly string[]): Promise<void> {
  try {
    for (const href of hrefs) {
      await import(/* @vite-ignore */ href);
      await nextTask();
    }
  } catch {
    // Reported by the module's next importer.
  }
}
