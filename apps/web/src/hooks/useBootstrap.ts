import { LIMITS } from "@courtside/protocol";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { deviceId } from "../api/device";
import { fetchEnums, fetchGlobalConfig } from "../api/system";
import { useAppStore } from "../stores/app";
import { useSettingsStore } from "../stores/settings";
import { useSessionCheck } from "./useSessionCheck";

/** The server's enumerations, read once. */
export const enumsQuery = () =>
  queryOptions({ queryKey: ["enums"], queryFn: ({ signal }) => fetchEnums(signal), staleTime: Infinity });

/**
 * The global config, polled so an operator's change to the chat interval reaches open pages; an
 * answer is fresh until the next poll, so one read just before the first render is not read again.
 */
export const globalConfigQuery = () =>
  queryOptions({
    queryKey: ["globalConfig"],
    queryFn: ({ signal }) => fetchGlobalConfig(signal),
    refetchInterval: LIMITS.globalConfigPollMs,
    staleTime: LIMITS.globalConfigPollMs,
  });

/**
 * Start-up work of the app shell (spec section 4): the device id, the stored token's check, the
 * enumerations, and the global config, which is polled so an operator's change to the chat interval
 * reaches open pages.
 */
export function useBootstrap(): void {
  useSessionCheck();
  const enums = useQuery(enumsQuery());
  const globalConfig = useQuery(globalConfigQuery());

  useEffect(() => {
    void deviceId();
  }, []);

  useEffect(() => {
    if (enums.data) useAppStore.getState().setEnums(enums.data);
  }, [enums.data]);

  useEffect(() => {
    if (!globalConfig.data) return;
    const settings = useSettingsStore.getState();
    settings.setImMsgTimeout(globalConfig.data.imMsgTimeout);
    settings.setAppRoomUrl(globalConfig.data.appRoomUrl);
    settings.setFooter(globalConfig.data.footer);
    settings.setPlatforms(globalConfig.data.platforms);
  }, [globalConfig.data]);
}
