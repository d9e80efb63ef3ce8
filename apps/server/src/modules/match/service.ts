import type { BookingType, LeagueOption, Match } from "@courtside/protocol";
import {
  bookingTypeSchema,
  type Lang,
  LIMITS,
  localName,
  MATCH_STATUS,
  PUSH_MATCH_STATUS,
  PUSH_TYPE,
  type PushLang,
  pushText,
  SPORTS,
  scoreText,
} from "@courtside/protocol";
import { and, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import { leagues, matches, teams } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import { AppError } from "../../http/app-error.js";
import type { CatalogService } from "../catalog/service.js";
import type { NotificationService } from "../notification/service.js";
import { namesOf, toLeague, toMatch, toTeam } from "./presenter.js";
import type { LeagueRow, TeamRow } from "./repo.js";
import * as repo from "./repo.js";
import type { MatchSourcesService } from "./sources.js";

/** Who a match is shown to: their language, and their bookings when signed in. */
type Viewer = { lang: Lang; userId?: number };

type PageBody = {
  columnId: number;
  tab: "all" | "hot";
  page: number;
  pageSize: number;
  from?: number;
  to?: number;
  leagueId?: number;
};
/** The site search lists at most this many of each kind, and more matches. */
const SEARCH_KIND_MAX = 8;
const SEARCH_MATCHES_MAX = 20;
/** The league filter lists leagues with matches from a day back to a week ahead (the date strip). */
const LEAGUE_REACH_BACK_MS = 36 * 3_600_000;
const LEAGUE_REACH_AHEAD_MS = 8 * 86_400_000;
type ListBody = { sportId?: number | undefined; status?: number | undefined; date?: string | undefined; limit: number };

const REMINDER = "matchReminder";
const STATUS_NOTICE = "matchStatusNotice";
const statusKey = (matchId: number, status: number) => `match-status:${matchId}:${status}`;

/** Names keyed by push language code (spec sections 3 and 9: zh → cn, vie → vi, tha → th, ind → id). */
function namesByLang(row: LeagueRow | TeamRow): Record<PushLang, string> {
  const name = (lang: Lang) => localName(row, lang);
  return { cn: name("zh"), tw: name("tw"), vi: name("vie"), th: name("tha"), id: name("ind"), en: name("en") };
}

/** Spec section 3 `bookMatch`: the match, its teams in the recipient's language, the rooms streaming it. */
function bookMatch(row: repo.FullMatchRow, lang: Lang, liveCount: number) {
  return {
    type: PUSH_TYPE.bookedMatchSoon,
    bookMatch: {
      matchId: row.match.id,
      homeName: localName(row.home, lang),
      awayName: localName(row.away, lang),
      liveCount,
    },
  };
}
export const reminderKey = (matchId: number) => `match-reminder:${matchId}`;
const BOOKABLE = new Set<number>([MATCH_STATUS.notStarted, MATCH_STATUS.toBeDetermined, MATCH_STATUS.postponed]);
const asBookingType = (value: string | undefined): BookingType | null =>
  bookingTypeSchema.safeParse(value).data ?? null;

export function createMatchService(
  { db, scheduler }: Deps,
  catalog: CatalogService,
  notices: NotificationService,
  sources: Pick<MatchSourcesService, "list">,
) {
  /** Rows → matches in the viewer's language, with their bookings filled in. */
  async function present(rows: repo.FullMatchRow[], { userId, lang }: Viewer): Promise<Match[]> {
    const booked = userId
      ? await repo.bookingsFor(
          db,
          userId,
          rows.map((r) => r.match.id),
        )
      : [];
    const byMatch = new Map(booked.map((b) => [b.matchId, asBookingType(b.type)]));
    return rows.map((row) => toMatch(row, lang, byMatch.get(row.match.id) ?? null));
  }

  async function sportOfColumn(columnId: number): Promise<number | null> {
    if (columnId === 0) return null;
    const column = (await catalog.columns("match")).find((c) => c.id === columnId);
    if (!column) throw new AppError("notFound");
    return column.sportId;
  }

  async function load(matchId: number) {
    const row = await repo.findFull(db, matchId);
    if (!row) throw new AppError("matchNotFound", { status: 404 });
    return row;
  }

  scheduler.register(REMINDER, async (payload) => {
    const matchId = Number(payload.matchId);
    const row = await repo.findFull(db, matchId);
    if (!row || row.match.status !== MATCH_STATUS.notStarted) return undefined;
    const [bookers, liveCount] = await Promise.all([
      repo.bookersOf(db, matchId, "schedule"),
      repo.liveRoomCount(db, matchId),
    ]);
    await notices.notify(bookers, {
      type: PUSH_TYPE.bookedMatchSoon,
      dedupeKey: reminderKey(matchId),
      data: (lang) => bookMatch(row, lang, liveCount),
      text: (lang) => ({
        title: pushText(lang, "matchSoonTitle"),
        body: pushText(lang, "matchSoonBody", { home: localName(row.home, lang), away: localName(row.away, lang) }),
      }),
    });
    return undefined;
  });

  scheduler.register(STATUS_NOTICE, async (payload) => {
    const matchId = Number(payload.matchId);
    const status = Number(payload.status);
    const row = await repo.findFull(db, matchId);
    if (!row) return undefined;
    const { match } = row;
    const data = {
      matchId,
      sportId: match.sportId,
      status,
      homeName: namesByLang(row.home),
      awayName: namesByLang(row.away),
      leagueMatchName: namesByLang(row.league),
      homeScore: JSON.stringify(match.homeScore),
      awayScore: JSON.stringify(match.awayScore),
      vbScores: JSON.stringify(match.vbScores ?? {}),
    };
    const score = scoreText(data);
    if (score === null) return undefined;
    const key =
      status === PUSH_MATCH_STATUS.started
        ? "matchStarted"
        : status === PUSH_MATCH_STATUS.ended
          ? "matchEnded"
          : "matchHalfTime";
    await notices.notify(await repo.bookersOf(db, matchId), {
      type: PUSH_TYPE.matchStatus,
      dedupeKey: statusKey(matchId, status),
      data: { type: PUSH_TYPE.matchStatus, ...data, scoreText: score },
      text: (lang) => ({
        title: pushText(lang, "matchUpdateTitle"),
        body: pushText(lang, key, { home: localName(row.home, lang), away: localName(row.away, lang), score }),
      }),
    });
    return undefined;
  });

  return {
    /** An anchor started streaming a match: those who booked it hear so (type 1, the match's live page). */
    async coveredBy(matchId: number, anchorId: number, sessionId: number) {
      const [row, anchor, bookers, liveCount] = await Promise.all([
        repo.findFull(db, matchId),
        repo.anchorCard(db, anchorId),
        repo.bookersOf(db, matchId),
        repo.liveRoomCount(db, matchId),
      ]);
      if (!row || !anchor || bookers.length === 0) return;
      await notices.notify(bookers, {
        type: PUSH_TYPE.bookedMatchSoon,
        dedupeKey: `match-covered:${sessionId}`,
        data: (lang) => bookMatch(row, lang, liveCount),
        text: (lang) => ({
          title: pushText(lang, "matchCoveredTitle", { name: anchor.nickname }),
          body: pushText(lang, "matchCoveredBody", {
            home: localName(row.home, lang),
            away: localName(row.away, lang),
          }),
        }),
      });
    },

    /** Queues the type-5 notice of a status change (push statuses 1, 2, 3) for the match's bookers. */
    statusChanged: (matchId: number, pushStatus: number) =>
      scheduler.schedule(STATUS_NOTICE, statusKey(matchId, pushStatus), new Date(), { matchId, status: pushStatus }),

    /**
     * A stored match's kick-off moved (a feed's or an import's update): its schedule bookers'
     * reminder moves with it, to 5 minutes before the new time, or to now if that has passed and
     * the match is still to come. A reminder already sent is not sent again (its dedupe key).
     */
    kickoffMoved: async (matchId: number) => {
      const row = await repo.findFull(db, matchId);
      if (!row || row.match.status !== MATCH_STATUS.notStarted) return;
      const kickoff = row.match.startTime.getTime();
      if (kickoff <= Date.now() || (await repo.bookersOf(db, matchId, "schedule")).length === 0) return;
      const remindAt = new Date(Math.max(Date.now(), kickoff - LIMITS.bookedMatchReminderMs));
      await scheduler.schedule(REMINDER, reminderKey(matchId), remindAt, { matchId });
    },

    async columnsWithCount() {
      const [columns, counts] = await Promise.all([catalog.columns("match"), repo.countsBySport(db, new Date())]);
      const bySport = new Map(counts.map((c) => [c.sportId, c.n]));
      const all = counts.reduce((sum, c) => sum + c.n, 0);
      return columns.map((column) => ({
        ...column,
        count: column.sportId === null ? all : (bySport.get(column.sportId) ?? 0),
      }));
    },

    /**
     * A list page as anyone sees it (no bookings): the route keeps it serialised for a second and
     * lays a signed-in viewer's bookings over it with `bookedAmong`.
     */
    async sharedPage(body: PageBody, lang: Lang) {
      const sportId = await sportOfColumn(body.columnId);
      const conditions: SQL[] = [
        body.from !== undefined && body.to !== undefined
          ? repo.startingIn(new Date(body.from), new Date(body.to))
          : repo.window(new Date()),
      ];
      if (sportId !== null) conditions.push(eq(matches.sportId, sportId));
      if (body.tab === "hot") conditions.push(eq(matches.hot, true));
      if (body.leagueId !== undefined) conditions.push(eq(matches.leagueId, body.leagueId));
      const { rows, total } = await repo.page(db, and(...conditions), (body.page - 1) * body.pageSize, body.pageSize);
      return { total, page: body.page, pageSize: body.pageSize, list: rows.map((row) => toMatch(row, lang)) };
    },

    /** The site search's share: teams, leagues and the matches of what was found, from yesterday on. */
    async search(terms: readonly string[], lang: Lang) {
      const now = Date.now();
      const reach = or(
        eq(matches.status, MATCH_STATUS.inProgress),
        repo.startingIn(new Date(now - LEAGUE_REACH_BACK_MS), new Date(now + LEAGUE_REACH_AHEAD_MS)),
      );
      const [teamRows, leagueRows, matchRows] = await Promise.all([
        repo.namedIn(db, teams, terms, SEARCH_KIND_MAX),
        repo.namedIn(db, leagues, terms, SEARCH_KIND_MAX),
        repo.matchesNamed(db, terms, reach, SEARCH_MATCHES_MAX),
      ]);
      return {
        teams: teamRows.map((row) => ({ ...toTeam(row, lang), sportId: row.sportId })),
        leagues: leagueRows.map((row) => ({ ...toLeague(row, lang), sportId: row.sportId })),
        matches: matchRows.map((row) => toMatch(row, lang)),
      };
    },

    /** The league filter's choices: the column's leagues with matches from yesterday to a week ahead. */
    async leagues(columnId: number): Promise<LeagueOption[]> {
      const sportId = await sportOfColumn(columnId);
      const now = Date.now();
      const reach = or(
        eq(matches.status, MATCH_STATUS.inProgress),
        repo.startingIn(new Date(now - LEAGUE_REACH_BACK_MS), new Date(now + LEAGUE_REACH_AHEAD_MS)),
      );
      const rows = await repo.leaguesWhere(db, and(reach, sportId === null ? undefined : eq(matches.sportId, sportId)));
      return rows.map((row) => ({ id: row.league.id, names: namesOf(row.league), count: row.n }));
    },

    /** The viewer's bookings among these matches, by match: one small query per signed-in request. */
    async bookedAmong(userId: number, matchIds: number[]): Promise<Map<number, BookingType>> {
      const booked = new Map<number, BookingType>();
      for (const row of await repo.bookingsFor(db, userId, matchIds)) {
        const type = asBookingType(row.type);
        if (type) booked.set(row.matchId, type);
      }
      return booked;
    },

    async list(body: ListBody, viewer: Viewer) {
      const conditions: SQL[] = [];
      if (body.sportId !== undefined) conditions.push(eq(matches.sportId, body.sportId));
      if (body.status !== undefined) conditions.push(eq(matches.status, body.status));
      if (body.date) {
        const from = new Date(`${body.date}T00:00:00Z`);
        conditions.push(gte(matches.startTime, from), lt(matches.startTime, new Date(from.getTime() + 86_400_000)));
      }
      return present(await repo.list(db, and(...conditions), body.limit), viewer);
    },

    async detail(matchId: number, viewer: Viewer) {
      const row = await load(matchId);
      const [match] = await present([row], viewer);
      const [events, outside] = await Promise.all([repo.events(db, matchId), sources.list(matchId)]);
      if (!match) throw new AppError("matchNotFound", { status: 404 });
      return {
        ...match,
        events: events.map((e) => ({
          at: e.at.getTime(),
          clock: e.clock,
          type: eventType(e.type),
          side: sideOf(e.side),
          score: e.score,
        })),
        periods: periodsOf(row.match),
        sources: outside,
      };
    },

    /** Booking rules of spec sections 4 and 5, held in one transaction. */
    async book(
      { userId, lang }: Required<Viewer>,
      body: { matchId: number; type: BookingType; switch: boolean; cancel: boolean },
    ) {
      const row = await load(body.matchId);
      if (body.cancel) {
        const cancelled = await repo.deleteBooking(db, userId, body.matchId);
        return { booking: null, cancelledMatchId: cancelled ? body.matchId : null };
      }
      const bookable =
        BOOKABLE.has(row.match.status) || (body.type === "result" && row.match.status === MATCH_STATUS.inProgress);
      if (!bookable) throw new AppError("matchNotBookable");
      const result = await db.transaction(async (tx) => {
        const current = await repo.bookingOf(tx, userId);
        // Changing the kind of one's booking of this match is a switch the caller confirms.
        const retyped = current?.matchId === body.matchId && body.switch;
        if (current && current.type !== body.type && !retyped)
          throw new AppError("bookingTypeConflict", { data: { matchId: current.matchId, type: current.type } });
        if (current?.matchId === body.matchId && current.type === body.type) {
          return { created: current, cancelledMatchId: null };
        }
        let cancelledMatchId: number | null = null;
        if (current) {
          if (!body.switch) throw new AppError("bookingSwitch", { status: 409, data: { matchId: current.matchId } });
          await repo.deleteBooking(tx, userId, current.matchId);
          if (!retyped) cancelledMatchId = current.matchId;
        }
        const created = await repo.insertBooking(tx, userId, body.matchId, body.type);
        // A concurrent booking by the same user took the one slot first.
        if (!created) throw new AppError("bookingSwitch", { status: 409 });
        return { created, cancelledMatchId };
      });
      const remindAt = new Date(row.match.startTime.getTime() - LIMITS.bookedMatchReminderMs);
      if (body.type === "schedule" && remindAt.getTime() > Date.now()) {
        await scheduler.schedule(REMINDER, reminderKey(body.matchId), remindAt, { matchId: body.matchId });
      }
      const [match] = await present([row], { userId, lang });
      if (!match) throw new AppError("matchNotFound");
      return {
        booking: { match, type: body.type, createdAt: result.created.createdAt.getTime() },
        cancelledMatchId: result.cancelledMatchId,
      };
    },

    async bookings(viewer: Required<Viewer>) {
      const current = await repo.bookingOf(db, viewer.userId);
      if (!current) return [];
      const row = await load(current.matchId);
      const [match] = await present([row], viewer);
      return match
        ? [{ match, type: asBookingType(current.type) ?? "schedule", createdAt: current.createdAt.getTime() }]
        : [];
    },

    /** An anchor's appointment to stream a match: more than 2 hours from each other one. */
    /** An anchor's schedule: to stream a match live or to come, more than 2 hours from the others. */
    async appoint(anchorId: number, matchId: number, lang: Lang) {
      const row = await load(matchId);
      if (row.match.status === MATCH_STATUS.ended || row.match.status === MATCH_STATUS.abandoned) {
        throw new AppError("matchOver");
      }
      await db.transaction(async (tx) => {
        await repo.lockSchedule(tx, anchorId);
        const near = await repo.appointmentsNear(tx, anchorId, row.match.startTime, LIMITS.reservationGapMs);
        if (near.some((a) => a.matchId !== matchId)) throw new AppError("reservationGap");
        await repo.insertAppointment(tx, anchorId, matchId, row.match.startTime);
      });
      return (await present([row], { userId: anchorId, lang }))[0];
    },

    /** Takes a match off the anchor's schedule; whether it was on it. */
    unappoint: (anchorId: number, matchId: number) => repo.deleteAppointment(db, anchorId, matchId),

    async appointments(anchorId: number, lang: Lang) {
      const ids = await repo.appointmentsOf(db, anchorId);
      if (ids.length === 0) return [];
      return present(await repo.list(db, sql`${matches.id} in ${ids}`, 200), { userId: anchorId, lang });
    },

    /** Live matches and hot upcoming ones, for the home page's top and bottom blocks. */
    async liveAndUpcoming(lang: Lang): Promise<{ live: Match[]; upcoming: Match[] }> {
      const upcoming = and(eq(matches.status, MATCH_STATUS.notStarted), gte(matches.startTime, new Date()));
      const [live, hotUpcoming] = await Promise.all([
        repo.list(db, eq(matches.status, MATCH_STATUS.inProgress), 20),
        repo.list(db, and(upcoming, eq(matches.hot, true)), 10),
      ]);
      return { live: await present(live, { lang }), upcoming: await present(hotUpcoming, { lang }) };
    },

    /** Results of the last day, newest first. */
    async recentResults(lang: Lang) {
      const since = new Date(Date.now() - 86_400_000);
      const rows = await repo.list(
        db,
        and(eq(matches.status, MATCH_STATUS.ended), gte(matches.startTime, since)),
        10,
        true,
      );
      return present(rows, { lang });
    },
  };
}
export type MatchService = ReturnType<typeof createMatchService>;

const EVENT_TYPES = ["start", "score", "halfTime", "period", "end"] as const;
type EventType = (typeof EVENT_TYPES)[number];
const eventType = (value: string): EventType => EVENT_TYPES.find((t) => t === value) ?? "period";
const sideOf = (value: string | null): "home" | "away" | null => (value === "home" || value === "away" ? value : null);

interface Period {
  label: string;
  home: number;
  away: number;
}

/**
 * Score by period from the stored arrays, in the data layout the push rules read (spec section 4):
 * football [goals, half-time goals, red, yellow, corners, after extra time, penalties]; basketball
 * quarters then overtime; tennis games per set at the even indexes; volleyball points per set.
 */
function periodsOf(match: repo.MatchRow): Period[] {
  const h = match.homeScore;
  const a = match.awayScore;
  const at = (list: number[], i: number) => list[i] ?? 0;
  switch (match.sportId) {
    case SPORTS.football:
      if (match.status === MATCH_STATUS.notStarted) return [];
      return [
        { label: "H1", home: at(h, 1), away: at(a, 1) },
        { label: "H2", home: at(h, 0) - at(h, 1), away: at(a, 0) - at(a, 1) },
      ];
    case SPORTS.tennis: {
      // Sets played so far: those with games, and the set under way.
      const played =
        (match.vbScores?.pt[0] ?? 0) + (match.vbScores?.pt[1] ?? 0) + (match.status === MATCH_STATUS.ended ? 0 : 1);
      return Array.from({ length: Math.min(played, Math.ceil(h.length / 2)) }, (_, set) => ({
        label: `S${set + 1}`,
        home: at(h, set * 2),
        away: at(a, set * 2),
      }));
    }
    case SPORTS.basketball: {
      // Quarters reached so far (the last with points); overtime only when it was played.
      const reached = Math.max(...[0, 1, 2, 3, 4].filter((i) => at(h, i) + at(a, i) > 0), 0) + 1;
      const quarters = match.status === MATCH_STATUS.ended ? Math.max(4, reached) : reached;
      if (match.status === MATCH_STATUS.notStarted) return [];
      return Array.from({ length: Math.min(quarters, 5) }, (_, i) => ({
        label: i < 4 ? `Q${i + 1}` : "OT",
        home: at(h, i),
        away: at(a, i),
      }));
    }
    case SPORTS.volleyball:
      return h.map((_, i) => ({ label: `S${i + 1}`, home: at(h, i), away: at(a, i) }));
    default:
      return [];
  }
}
