/**
 * Resolves in a later task: the work after it runs apart from the current task's, so that neither
 * is long enough to hold back a phone's input.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
