/**
 * What the request client does to the interface: show a message, change route. The app binds the
 * real ones (antd message, the router) at start-up; tests bind spies. Keeping them behind this
 * seam lets the client stay a plain module that works outside React.
 */
export interface ClientEffects {
  showError: (text: string) => void;
  navigate: (path: string) => void;
  /** The current in-app path with its query, e.g. `/user/info/basic`. */
  currentPath: () => string;
}

/** Used until the app binds its own: plain hash navigation and the console. */
const fallback: ClientEffects = {
  showError: (text) => console.error(text),
  navigate: (path) => {
    window.location.hash = `#${path}`;
  },
  currentPath: () => (typeof window === "undefined" ? "/" : window.location.hash.replace(/^#/, "") || "/"),
};

let bound: ClientEffects = fallback;

export function bindClientEffects(effects: ClientEffects): void {
  bound = effects;
}

export function clientEffects(): ClientEffects {
  return bound;
}
