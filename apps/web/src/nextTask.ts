/**
 * Resolves in a later task: the work after it runs apart from the current task's, so that neither
 * is long enough to hold back a phone's input. A message, not a timer: a browser runs a hidden or
 * covered page's timers about once a second, and a start made of twenty steps would then take
 * twenty seconds; messages are not held back.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
