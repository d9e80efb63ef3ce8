import { QueryClient } from "@tanstack/react-query";
import { useSettingsStore } from "../../stores/settings";

/**
 * The request client already reports each failure to the user, so automatic retries would repeat
 * the message; a failed query shows its own "try again" instead.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
  },
});

// Answers are in the language of their request (match and team names, server texts): a new
// language asks again for what is on screen, and the rest when next shown.
useSettingsStore.subscribe((state, previous) => {
  if (state.lang !== previous.lang) void queryClient.invalidateQueries();
});
