import type { domainSchema, findAllSchema, globalConfigSchema } from "@courtside/protocol";
import { type Data, get } from "./client";

export const fetchEnums = (signal?: AbortSignal) => get<Data<typeof findAllSchema>>("/systemEnums/findAll", { signal });

/** Polled in the background, so a failure stays quiet; the next poll tries again. */
export const fetchGlobalConfig = (signal?: AbortSignal) =>
  get<Data<typeof globalConfigSchema>>("/systemEnums/globalConfig", { signal, silent: true });

export const fetchDomain = (signal?: AbortSignal) => get<Data<typeof domainSchema>>("/system/domain", { signal });
