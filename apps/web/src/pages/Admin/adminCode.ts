import { ERRORS } from "@courtside/protocol";
import { create } from "zustand";
import { ApiError } from "../../api/errors";

/** Kept for this tab only: sessionStorage ends with the tab, and nothing else ever stores it. */
const KEY = "courtside.adminSecurityCode";

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

interface AdminCodeState {
  code: string | null;
  setCode: (code: string) => void;
  clear: () => void;
}

export const useAdminCodeStore = create<AdminCodeState>()((set) => ({
  code: read(),
  setCode: (code) => {
    try {
      sessionStorage.setItem(KEY, code);
    } catch {
      // Private modes may refuse storage; the code then lives in memory only.
    }
    set({ code });
  },
  clear: () => {
    try {
      sessionStorage.removeItem(KEY);
    } catch {
      // Nothing stored.
    }
    set({ code: null });
  },
}));

const CODE_FAILURES: readonly number[] = [
  ERRORS.securityCodeWrong,
  ERRORS.securityCodeLocked,
  ERRORS.securityCodeRequired,
];

/** After a failure that says the stored code no longer works, ask for it again. */
export function forgetCodeOn(error: unknown): void {
  if (error instanceof ApiError && CODE_FAILURES.includes(error.code)) useAdminCodeStore.getState().clear();
}
