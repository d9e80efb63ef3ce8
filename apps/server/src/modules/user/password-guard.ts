import { backoffKey, waitError } from "../auth/backoff.js";
import type { AuthService } from "../auth/service.js";

/** Shorter DeviceInfo values are too easy to guess to stand for a device the owner used. */
const MIN_DEVICE_INFO = 16;

const accountKey = (username: string) => backoffKey("password", username.trim().toLowerCase());

/**
 * Password checks counted per account, whatever the address they come from. While an account
 * waits after wrong passwords, a device it has signed in on before (its DeviceInfo, which carries
 * a random part only that browser knows) keeps a count of its own, so a guesser elsewhere cannot
 * keep the owner out; an SMS-code sign-in is counted apart as well.
 */
export function createPasswordGuard(auth: AuthService) {
  return {
    /**
     * Takes one password check for the account named `username` (known or not, so the answer
     * does not tell), or refuses with passwordBackoff. Returns the key to clear on success.
     */
    async attempt(username: string, userId: number | undefined, deviceInfo: string | null): Promise<string> {
      const key = accountKey(username);
      const taken = await auth.backoff.take(key);
      if (taken === true) return key;
      const device = deviceInfo && deviceInfo.length >= MIN_DEVICE_INFO ? deviceInfo : null;
      if (userId !== undefined && device && (await auth.knownDevice(userId, device))) {
        const deviceKey = backoffKey("device", `${userId}:${device}`);
        await auth.backoff.takeOrRefuse(deviceKey, "passwordBackoff");
        return deviceKey;
      }
      throw waitError("passwordBackoff", taken.retryAfter);
    },

    /** After a right password on the key it was taken on. */
    succeeded: (key: string) => auth.backoff.clear(key),

    /** A new password (reset by SMS): earlier wrong guesses no longer matter. */
    passwordReplaced: (username: string) => auth.backoff.clear(accountKey(username)),
  };
}
