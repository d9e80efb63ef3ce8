import { App } from "antd";
import { useEffect } from "react";
import { bindClientEffects } from "../../api/effects";

interface EffectsBinderProps {
  navigate: (path: string) => void;
  currentPath: () => string;
}

/** Gives the request client antd's themed message API (it only exists inside <App>) and the router. */
export function EffectsBinder({ navigate, currentPath }: EffectsBinderProps) {
  const { message } = App.useApp();
  useEffect(() => {
    bindClientEffects({
      // Keyed by text so a burst of identical failures shows one message, not a stack.
      showError: (text) => void message.error({ content: text, key: text }),
      navigate,
      currentPath,
    });
  }, [message, navigate, currentPath]);
  return null;
}
