import type { Match } from "@courtside/protocol";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useBooking } from "../../hooks/useBooking";
import { isBookable } from "../../matches/status";
import { BellIcon, CheckIcon } from "../icons/icons";
import "./Match.css";

/**
 * Book (or, once booked, cancel) a reminder for a match that has not started; nothing otherwise.
 * The icon also spares the first render work: an antd button without one keeps a hidden loading
 * icon whose motion sets state as it mounts, so each such button renders twice on a list's commit.
 */
export function BookButton({ match, size }: { match: Match; size?: "middle" | "large" }) {
  const { t } = useTranslation();
  const { booked, pending, onClick, label } = useBooking(match);
  if (!isBookable(match.status)) return null;
  return (
    <Button
      className={booked ? "book-button is-booked" : "book-button"}
      type={booked ? "default" : "primary"}
      size={size}
      loading={pending}
      icon={booked ? <CheckIcon /> : <BellIcon />}
      onClick={onClick}
      aria-label={t(booked ? "matches.book.bookedLabel" : "matches.book.bookLabel", { match: label })}
      data-testid="book-button"
      data-booked={booked}
    >
      {booked ? t("matches.book.booked") : t("matches.book.book")}
    </Button>
  );
}
