import { useEffect } from "react";
import { bindClientEffects } from "../../api/effects";
import { useFeedback } from "./feedback";

interface EffectsBinderProps {
  navigate: (path: string) => void;
  currentPath: () => string;
}

/** Gives the request client the themed message API (see feedback.ts) and the router. */
export function EffectsBinder({ navigate, currentPath }: EffectsBinderProps) {
  const { message } = useFeedback();
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
