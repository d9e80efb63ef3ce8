import { PRODUCT_NAME } from "@courtside/protocol";
import { useEffect } from "react";
import { useRouteTitle } from "./useRouteTitle";

/** Keeps the tab title as "<screen title> - Courtside", following route and language changes. */
export function useDocumentTitle(): void {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
