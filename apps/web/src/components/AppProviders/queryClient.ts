import { QueryClient } from "@tanstack/react-query";

/**
 * The request client already reports each failure to the user, so automatic retries would repeat
 * the message; a failed query shows its own "try again" instead.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
  },
});
