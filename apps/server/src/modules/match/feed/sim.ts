import type { SportKey } from "@courtside/protocol";
import { MATCH_STATUS, PUSH_MATCH_STATUS } from "@courtside/protocol";

/**
 * The demo feed's compressed clock: each sport plays a whole match in 15 to 35 real minutes,
 * stepped every 5 seconds, with scores in the data layout the push rules read (spec section 4).
 */
export const STEP_MS = 5_000;

export interface SimState {
  status: number;
  clock: string | null;
  homeScore: number[];
  awayScore: number[];
  vbScores: { pt: [number, number] } | null;
}

export interface SimEvent {
  /** ms after kick-off. */
  t: number;
  type: "start" | "score" | "halfTime" | "period" | "end";
  side: "home" | "away" | null;
  clock: string;
  score: string;
}

export type Rng = () => number;
type Side = "home" | "away";

interface Script {
  periods: number;
  periodMs: number;
  breakMs: number;
  initial(): number[];
  clock(period: number, inPeriodMs: number): string;
  /** Plays one step of a period; returns the sides that scored. */
  play(s: SimState, period: number, rng: Rng): Side[];
  /** Optional end of a period (esports maps); returns the side that took it. */
  endPeriod?(s: SimState, period: number, rng: Rng): Side | null;
  /** Ends the match early (sets won). */
  over?(s: SimState): boolean;
  /** The break after this period is half time (football). */
  halfTimeAfter?: number;
  /** Scores come too often to list each in the timeline (points, runs, games). */
  quietScores?: boolean;
  text(s: SimState): string;
}

const MIN = 60_000;
const scoreOf = (s: SimState, side: Side) => (side === "home" ? s.homeScore : s.awayScore);
const add = (list: number[], index: number, by = 1) => {
  list[index] = (list[index] ?? 0) + by;
};
const both: Side[] = ["home", "away"];
const totals = (s: SimState) => `${s.homeScore[0] ?? 0}-${s.awayScore[0] ?? 0}`;
const minuteClock = (minutesPerPeriod: number, periodMs: number) => (period: number, t: number) =>
  `${period * minutesPerPeriod + Math.min(minutesPerPeriod, Math.floor((t / periodMs) * minutesPerPeriod) + 1)}'`;

/** Goals by chance each step: football, ice hockey, baseball, cricket runs. */
function chances(
  p: number,
  points: (rng: Rng) => number = () => 1,
  extra?: (s: SimState, side: Side, period: number) => void,
) {
  return (s: SimState, period: number, rng: Rng): Side[] =>
    both.filter((side) => {
      if (rng() >= p) return false;
      add(scoreOf(s, side), 0, points(rng));
      extra?.(s, side, period);
      return true;
    });
}

/** Sets to `target` points, won by two; `pt` counts sets. Volleyball (and tennis games below). */
function rallySets(target: (set: number) => number, setsToWin: number) {
  return {
    play(s: SimState, _period: number, rng: Rng): Side[] {
      const pt = s.vbScores?.pt ?? [0, 0];
      const set = pt[0] + pt[1];
      const side: Side = rng() < 0.5 ? "home" : "away";
      add(scoreOf(s, side), set);
      const h = s.homeScore[set] ?? 0;
      const a = s.awayScore[set] ?? 0;
      if (Math.max(h, a) >= target(set) && Math.abs(h - a) >= 2) pt[h > a ? 0 : 1] += 1;
      s.vbScores = { pt };
      return [side];
    },
    over: (s: SimState) => Math.max(...(s.vbScores?.pt ?? [0, 0])) >= setsToWin,
  };
}

const SCRIPTS: Record<SportKey, Script> = {
  football: {
    periods: 2,
    periodMs: 8 * MIN,
    breakMs: 2 * MIN,
    halfTimeAfter: 0,
    initial: () => [0, 0, 0, 0, 0, 0, 0],
    clock: minuteClock(45, 8 * MIN),
    play: (s, period, rng) => {
      for (const side of both) {
        if (rng() < 0.004) add(scoreOf(s, side), 3);
        if (rng() < 0.02) add(scoreOf(s, side), 4);
      }
      return chances(0.006, undefined, (state, side, p) => {
        if (p === 0) add(scoreOf(state, side), 1);
      })(s, period, rng);
    },
    text: totals,
  },
  basketball: {
    quietScores: true,
    periods: 4,
    periodMs: 4 * MIN,
    breakMs: 0.5 * MIN,
    initial: () => [0, 0, 0, 0, 0],
    clock: (period, t) => `Q${period + 1} ${Math.max(0, 12 - Math.floor((t / (4 * MIN)) * 12))}'`,
    play: (s, period, rng) =>
      both.filter((side) => {
        const r = rng();
        const points = r < 0.07 ? 3 : r < 0.24 ? 2 : r < 0.29 ? 1 : 0;
        add(scoreOf(s, side), period, points);
        return points > 0;
      }),
    text: (s) =>
      `${s.homeScore.slice(0, 5).reduce((a, b) => a + b, 0)}-${s.awayScore.slice(0, 5).reduce((a, b) => a + b, 0)}`,
  },
  tennis: {
    quietScores: true,
    periods: 1,
    periodMs: 40 * MIN,
    breakMs: 0,
    initial: () => [0, 0, 0, 0, 0, 0],
    clock: () => "S1",
    play: (s, _period, rng) => {
      if (rng() >= 0.3) return [];
      const pt = s.vbScores?.pt ?? [0, 0];
      const set = (pt[0] + pt[1]) * 2;
      const side: Side = rng() < 0.5 ? "home" : "away";
      add(scoreOf(s, side), set);
      const h = s.homeScore[set] ?? 0;
      const a = s.awayScore[set] ?? 0;
      if (h === 6 && a === 6) {
        // Tie-break decided at once; its points go in the odd entry after the set.
        const winner: Side = rng() < 0.5 ? "home" : "away";
        add(scoreOf(s, winner), set);
        s.homeScore[set + 1] = winner === "home" ? 7 : 5;
        s.awayScore[set + 1] = winner === "away" ? 7 : 5;
      }
      const h2 = s.homeScore[set] ?? 0;
      const a2 = s.awayScore[set] ?? 0;
      if ((Math.max(h2, a2) >= 6 && Math.abs(h2 - a2) >= 2) || Math.max(h2, a2) === 7) pt[h2 > a2 ? 0 : 1] += 1;
      s.vbScores = { pt };
      return [side];
    },
    over: (s) => Math.max(...(s.vbScores?.pt ?? [0, 0])) >= 2,
    text: (s) => `${s.vbScores?.pt[0] ?? 0}-${s.vbScores?.pt[1] ?? 0}`,
  },
  volleyball: {
    quietScores: true,
    periods: 1,
    periodMs: 40 * MIN,
    breakMs: 0,
    initial: () => [],
    clock: () => "S1",
    ...rallySets((set) => (set === 4 ? 15 : 25), 3),
    text: (s) => `${s.vbScores?.pt[0] ?? 0}-${s.vbScores?.pt[1] ?? 0}`,
  },
  cricket: {
    quietScores: true,
    periods: 2,
    periodMs: 8 * MIN,
    breakMs: 1 * MIN,
    initial: () => [0, 0],
    clock: (period, t) => `${period + 1} · ${Math.floor((t / (8 * MIN)) * 20)}`,
    play: (s, period, rng) => {
      const side: Side = period === 0 ? "home" : "away";
      const r = rng();
      const runs = r < 0.05 ? 6 : r < 0.15 ? 4 : r < 0.45 ? 1 : r < 0.55 ? 2 : 0;
      add(scoreOf(s, side), 0, runs);
      if (rng() < 0.02) add(scoreOf(s, side), 1);
      return runs > 0 ? [side] : [];
    },
    text: totals,
  },
  iceHockey: {
    periods: 3,
    periodMs: 5 * MIN,
    breakMs: 1 * MIN,
    initial: () => [0],
    clock: minuteClock(20, 5 * MIN),
    play: chances(0.009),
    text: totals,
  },
  baseball: {
    periods: 9,
    periodMs: 1.5 * MIN,
    breakMs: 0.25 * MIN,
    initial: () => [0],
    clock: (period) => `${period + 1}`,
    play: chances(0.03),
    text: totals,
  },
  esports: {
    periods: 3,
    periodMs: 6 * MIN,
    breakMs: 1 * MIN,
    initial: () => [0],
    clock: (period) => `#${period + 1}`,
    play: () => [],
    endPeriod: (s, _period, rng) => {
      const side: Side = rng() < 0.5 ? "home" : "away";
      add(scoreOf(s, side), 0);
      return side;
    },
    over: (s) => Math.max(s.homeScore[0] ?? 0, s.awayScore[0] ?? 0) >= 2,
    text: totals,
  },
};

export function initialState(sport: SportKey): SimState {
  const script = SCRIPTS[sport];
  return {
    status: MATCH_STATUS.notStarted,
    clock: null,
    homeScore: script.initial(),
    awayScore: script.initial(),
    vbScores: sport === "volleyball" || sport === "tennis" ? { pt: [0, 0] } : null,
  };
}

/** Where the compressed clock is `t` ms after kick-off. */
function phaseAt(script: Script, t: number) {
  const cycle = script.periodMs + script.breakMs;
  const period = Math.floor(t / cycle);
  if (period >= script.periods) return { kind: "over" as const, period: script.periods - 1, inPeriod: 0 };
  const inCycle = t % cycle;
  return inCycle < script.periodMs
    ? { kind: "playing" as const, period, inPeriod: inCycle }
    : { kind: "break" as const, period, inPeriod: inCycle };
}

/**
 * Advances a match from `fromMs` to `toMs` after kick-off in 5-second steps. Returns the events and
 * the push statuses (1 started, 3 first half ended, 2 ended) that happened on the way.
 */
export function advance(sport: SportKey, state: SimState, fromMs: number, toMs: number, rng: Rng) {
  const script = SCRIPTS[sport];
  const s: SimState = {
    ...state,
    homeScore: [...state.homeScore],
    awayScore: [...state.awayScore],
    vbScores: state.vbScores ? { pt: [...state.vbScores.pt] } : null,
  };
  const events: SimEvent[] = [];
  const pushes: number[] = [];
  let now = Math.max(0, fromMs);
  const emit = (type: SimEvent["type"], side: Side | null) =>
    events.push({ t: now, type, side, clock: s.clock ?? "", score: script.text(s) });

  if (toMs < 0 || s.status === MATCH_STATUS.ended) return { state: s, events, pushes };
  if (s.status === MATCH_STATUS.notStarted) {
    s.status = MATCH_STATUS.inProgress;
    s.clock = script.clock(0, 0);
    emit("start", null);
    pushes.push(PUSH_MATCH_STATUS.started);
  }
  let previous = phaseAt(script, Math.max(0, fromMs));
  for (let t = Math.max(0, fromMs) + STEP_MS; t <= toMs; t += STEP_MS) {
    now = t;
    const phase = phaseAt(script, t);
    if (previous.kind === "playing" && phase.kind !== "playing") {
      const taken = script.endPeriod?.(s, previous.period, rng);
      if (taken) emit("score", taken);
      if (phase.kind === "break") {
        const halfTime = script.halfTimeAfter === previous.period;
        // "HT" reads the same in every language; other breaks keep the clock where play stopped.
        if (halfTime) s.clock = "HT";
        emit(halfTime ? "halfTime" : "period", null);
        if (halfTime) pushes.push(PUSH_MATCH_STATUS.firstHalfEnded);
      }
    }
    if (phase.kind === "playing") {
      s.clock = script.clock(phase.period, phase.inPeriod);
      const scored = script.play(s, phase.period, rng);
      // Set-based sports show the set being played.
      if (s.vbScores && script.clock(0, 0) === "S1") s.clock = `S${s.vbScores.pt[0] + s.vbScores.pt[1] + 1}`;
      if (!script.quietScores) for (const side of scored) emit("score", side);
    }
    if (phase.kind === "over" || script.over?.(s)) {
      s.status = MATCH_STATUS.ended;
      emit("end", null);
      pushes.push(PUSH_MATCH_STATUS.ended);
      break;
    }
    previous = phase;
  }
  return { state: s, events, pushes };
}

/** Real minutes a match of the sport lasts at most on the compressed clock. */
export function durationMs(sport: SportKey): number {
  const script = SCRIPTS[sport];
  return script.periods * (script.periodMs + script.breakMs);
}
