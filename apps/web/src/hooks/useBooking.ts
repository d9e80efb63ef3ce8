import { ERRORS, type Match, TOKEN_INVALID_CODES } from "@courtside/protocol";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { ApiError } from "../api/errors";
import { failureText } from "../api/failure";
import { bookMatch, fetchMyBookings } from "../api/matches";
import { useFeedback } from "../components/AppProviders/feedback";
import { loginPath } from "../paths";
import { offerNotifications } from "../stores/notify";
import { useSessionStore } from "../stores/session";

type Teams = Pick<Match, "home" | "away">;

/**
 * Booking a match under the rules of spec sections 4 and 5: a visitor is sent to sign in first
 * (DECISIONS 2); one booked match at a time, so booking another asks whether to switch; a booked
 * match is cancelled after a confirm. The calls are quiet, so the dialogs here are the only message.
 */
export function useBooking(match: Match) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const isLogin = useSessionStore((state) => state.isLogin);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const title = ({ home, away }: Teams) => t("matches.versus", { home: home.name, away: away.name });

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ["matches"] }),
      queryClient.invalidateQueries({ queryKey: ["home"] }),
    ]);

  /** Sign-out (expired token) and the region block were already handled by the request client. */
  const showFailure = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    if (error.code === ERRORS.regionBlocked || TOKEN_INVALID_CODES.includes(error.code)) return;
    void message.error({ content: failureText(error), key: "booking" });
  };

  async function send(body: Parameters<typeof bookMatch>[0]) {
    setPending(true);
    try {
      await bookMatch(body);
      await refresh();
    } finally {
      setPending(false);
    }
  }

  /** Names the match already booked, so the switch question says what will be lost. */
  async function bookedTitle(matchId: unknown): Promise<string | undefined> {
    const bookings = await fetchMyBookings().catch(() => []);
    const earlier = bookings.find((booking) => booking.match.id === matchId);
    return earlier ? title(earlier.match) : undefined;
  }

  async function confirmSwitch(error: ApiError) {
    const earlierId = typeof error.data === "object" && error.data ? Reflect.get(error.data, "matchId") : undefined;
    const earlier = await bookedTitle(earlierId);
    modal.confirm({
      title: t("matches.book.switchTitle"),
      content: earlier
        ? t("matches.book.switchNamed", { earlier, match: title(match) })
        : t("matches.book.switchBody", { match: title(match) }),
      okText: t("matches.book.switchOk"),
      cancelText: t("matches.book.keep"),
      onOk: () => book(true),
    });
  }

  async function book(switchBooking = false) {
    try {
      await send({ matchId: match.id, type: "schedule", switch: switchBooking });
      void message.success({ content: t("matches.book.done"), key: "booking" });
      offerNotifications("match");
    } catch (error) {
      if (error instanceof ApiError && error.code === ERRORS.bookingSwitch && !switchBooking) {
        await confirmSwitch(error);
      } else if (error instanceof ApiError && error.code === ERRORS.bookingTypeConflict) {
        modal.warning({ title: t("matches.book.conflictTitle"), content: t("matches.book.conflictBody") });
      } else {
        showFailure(error);
      }
    }
  }

  async function cancel() {
    try {
      await send({ matchId: match.id, cancel: true });
      void message.success({ content: t("matches.book.cancelled"), key: "booking" });
    } catch (error) {
      showFailure(error);
    }
  }

  function onClick() {
    if (!isLogin) {
      navigate(loginPath(location.pathname + location.search));
      return;
    }
    if (!match.booked) {
      void book();
      return;
    }
    modal.confirm({
      title: t("matches.book.cancelTitle"),
      content: t("matches.book.cancelBody", { match: title(match) }),
      okText: t("matches.book.cancelOk"),
      okButtonProps: { danger: true },
      cancelText: t("matches.book.keep"),
      onOk: cancel,
    });
  }

  return { booked: match.booked !== null, pending, onClick, label: title(match) };
}
