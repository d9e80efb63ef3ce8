import { PRODUCT_NAME } from "@courtside/protocol";
import { useEffect } from "react";
import { useTitleBadge } from "../components/ImHeader/titleBadge";
import { useRouteTitle } from "./useRouteTitle";

/** Keeps the tab title as "<screen title> - Courtside", following route and language changes. */
export function useDocumentTitle(): void {
  const title = useRouteTitle();
  // Unread messages, as "(3) ", when the user asked for message notifications.
  const unread = useTitleBadge();
  useEffect(() => {
    document.title = unread + (title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME);
  }, [title, unread]);
}
