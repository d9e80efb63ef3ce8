import type { micReservationSchema, stageStateSchema, stageViewSchema } from "@courtside/protocol";
import { type Data, get, post } from "./client";

/** Mic connection: a room's stage and its list; media itself goes over the gateway (`stage:<room>`). */

type State = Data<typeof stageStateSchema>;
type Reservation = Data<typeof micReservationSchema>;

/** Quiet: the stage panel simply stays hidden when it cannot be read. */
export const fetchStage = (roomId: number, signal?: AbortSignal) =>
  get<Data<typeof stageViewSchema>>(`/stage/${roomId}`, { signal, silent: true });

export const openStage = (roomId: number) => post<State>("/stage/open", { roomId });
export const endStage = (roomId: number) => post<State>("/stage/end", { roomId });
export const setAdminsManage = (roomId: number, adminsManage: boolean) =>
  post<State>("/stage/settings", { roomId, adminsManage });

export const applyForStage = (roomId: number) => post<State>("/stage/apply", { roomId });
export const answerInvitation = (roomId: number, accept: boolean) => post<State>("/stage/answer", { roomId, accept });
export const leaveStage = (roomId: number) => post<State>("/stage/leave", { roomId });

export const inviteToStage = (roomId: number, userId: number) => post<State>("/stage/invite", { roomId, userId });
export const reviewApplication = (roomId: number, userId: number, accept: boolean) =>
  post<State>("/stage/review", { roomId, userId, accept });
export const kickFromStage = (roomId: number, userId: number) => post<State>("/stage/kick", { roomId, userId });
export const muteOnStage = (roomId: number, userId: number, kind: "audio" | "video", muted: boolean) =>
  post<State>("/stage/mute", { roomId, userId, kind, muted });

export const fetchReservations = (roomId: number, signal?: AbortSignal) =>
  post<Reservation[]>("/stage/reservations", { roomId }, { signal });
export const addReservation = (roomId: number, userId: number, at: number, note: string) =>
  post<Reservation[]>("/stage/reservations/add", { roomId, userId, at, note });
export const deleteReservation = (roomId: number, id: number) =>
  post<Reservation[]>("/stage/reservations/delete", { roomId, id });
