import { type StageSeat, type StageState, stageStateSchema } from "@courtside/protocol";

/** A `state` notice's data, checked; anything else is ignored. */
export function readStageState(data: unknown): StageState | null {
  const parsed = stageStateSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** Who is seen on stage, anchor first: the anchor while the stage is open, then guests accepted or on it. */
export interface Performer {
  userId: number;
  nickname: string;
  avatar: string | null;
  audioOff: boolean;
  videoOff: boolean;
  isAnchor: boolean;
  /** Accepted but not yet connected, or connection lost for a moment. */
  waiting: boolean;
}

export function performersOf(state: StageState): Performer[] {
  if (!state.open) return [];
  const anchor: Performer = {
    userId: state.anchor.user.id,
    nickname: state.anchor.user.nickname,
    avatar: state.anchor.user.avatar,
    audioOff: state.anchor.audio !== null,
    videoOff: state.anchor.video !== null,
    isAnchor: true,
    waiting: false,
  };
  const guests = state.seats
    .filter((seat) => seat.state === "onStage" || seat.state === "accepted")
    .map((seat) => ({
      userId: seat.user.id,
      nickname: seat.user.nickname,
      avatar: seat.user.avatar,
      audioOff: seat.audio !== null,
      videoOff: seat.video !== null,
      isAnchor: false,
      waiting: !(seat.state === "onStage" && seat.connected),
    }));
  return [anchor, ...guests];
}

/** Seats by what the list does with them. */
export function groupSeats(seats: readonly StageSeat[]) {
  return {
    applied: seats.filter((seat) => seat.state === "applied"),
    invited: seats.filter((seat) => seat.state === "invited"),
    seated: seats.filter((seat) => seat.state === "onStage" || seat.state === "accepted"),
    outcomes: seats.filter((seat) => !["applied", "invited", "accepted", "onStage"].includes(seat.state)),
  };
}

/** Whole seconds left until `at` (never negative). */
export const secondsLeft = (at: number | null, now: number) =>
  at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
