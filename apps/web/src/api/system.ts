import { domainSchema, findAllSchema, globalConfigSchema } from "@courtside/protocol";
import { get } from "./client";

export const fetchEnums = (signal?: AbortSignal) => get("/systemEnums/findAll", { schema: findAllSchema, signal });

/** Polled in the background, so a failure stays quiet; the next poll tries again. */
export const fetchGlobalConfig = (signal?: AbortSignal) =>
  get("/systemEnums/globalConfig", { schema: globalConfigSchema, signal, silent: true });

export const fetchDomain = (signal?: AbortSignal) => get("/system/domain", { schema: domainSchema, signal });
