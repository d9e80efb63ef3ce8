import type { FindAll } from "@courtside/protocol";
import { create } from "zustand";

interface AppState {
  /** The `data` of the last response with code 7898 (region blocked), shown on /403. */
  page403: unknown;
  /** Enumerations, languages and limits from `GET /systemEnums/findAll`, once loaded. */
  enums: FindAll | null;
  setPage403: (data: unknown) => void;
  setEnums: (enums: FindAll) => void;
}

export const useAppStore = create<AppState>()((set) => ({
  page403: null,
  enums: null,
  setPage403: (data) => set({ page403: data }),
  setEnums: (enums) => set({ enums }),
}));
