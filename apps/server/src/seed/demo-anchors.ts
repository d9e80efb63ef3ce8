import { ANCHOR_STATE, MATCH_STATUS, SPORTS } from "@courtside/protocol";
import { and, asc, desc, eq, gt, inArray, isNull, or } from "drizzle-orm";
import type { Db } from "../db/client.js";
import {
  anchorAppointments,
  anchorImages,
  anchorNotes,
  follows,
  jobs,
  liveCovers,
  liveSessions,
  matches,
  rooms,
  users,
} from "../db/schema/index.js";
import { newLiveCode } from "../modules/live/live-code.js";
import { newAccount } from "../modules/user/account.js";
import type { NewUser } from "../modules/user/repo.js";
import { demoAvatar, demoPicture, type Sport } from "./demo-art.js";

export const DEMO_ROOMS_JOB = "anchorDemoRooms";
const DEMO_ROOMS_EVERY_MS = 10 * 60_000;
const DEMO_ROOMS_RETRY_MS = 15_000;
const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
const APPOINTMENT_GAP_MS = 2 * HOUR_MS + 5 * 60_000;

interface DemoAnchor {
  username: string;
  nickname: string;
  columnId: number;
  roomName: string;
  title: string;
  announcement: string;
  intro: string;
  colors: [string, string];
  glyph: Sport;
}

/** Approved demo anchors (sign in with the password below; listed in the README). */
export const DEMO_ANCHOR_PASSWORD = "anchor123";
export const DEMO_ANCHORS: DemoAnchor[] = [
  {
    username: "anchor01",
    nickname: "Coach Lena",
    columnId: SPORTS.football,
    roomName: "Lena's Touchline",
    title: "Tactics board: live football with the numbers",
    announcement: "Live for every big football match. Ask your tactics questions in the chat!",
    intro: "Former youth coach. I break down pressing, shape and set pieces as they happen.",
    colors: ["#14532d", "#166534"],
    glyph: "football",
  },
  {
    username: "anchor02",
    nickname: "Dunk Daily",
    columnId: SPORTS.basketball,
    roomName: "Dunk Daily Live",
    title: "Every quarter, every run: basketball tonight",
    announcement: "Basketball nights from tip-off to the buzzer. Predictions at half time.",
    intro: "Basketball stats nerd streaming games with live shot charts.",
    colors: ["#7c2d12", "#9a3412"],
    glyph: "basketball",
  },
  {
    username: "anchor03",
    nickname: "Ace Mira",
    columnId: SPORTS.tennis,
    roomName: "Centre Court with Mira",
    title: "Tennis live: serve speeds and rallies",
    announcement: "Tennis every day of the tour. Be kind in the chat, please.",
    intro: "Club player and tennis commentator since 2016.",
    colors: ["#3f6212", "#4d7c0f"],
    glyph: "tennis",
  },
  {
    username: "anchor04",
    nickname: "Pixel Rex",
    columnId: SPORTS.esports,
    roomName: "Rex Plays Pro",
    title: "Esports finals watch party",
    announcement: "Watch parties for the big esports series. Drafts explained live.",
    intro: "Ex-semi-pro player. I watch the pros so you can understand them.",
    colors: ["#312e81", "#4338ca"],
    glyph: "esports",
  },
  {
    username: "anchor05",
    nickname: "Spike Jo",
    columnId: SPORTS.volleyball,
    roomName: "Spike Zone",
    title: "Volleyball live: sets, blocks and digs",
    announcement: "Volleyball weekends, live from the first serve.",
    intro: "Beach and indoor volleyball fan, streaming the leagues I love.",
    colors: ["#0c4a6e", "#075985"],
    glyph: "volleyball",
  },
  {
    username: "anchor06",
    nickname: "Striker Sam",
    columnId: SPORTS.football,
    roomName: "The Sam Stand",
    title: "Football with the fans: chants and chances",
    announcement: "The loudest football room on the site. Bring your scarf.",
    intro: "Supporter, podcaster, and terrace storyteller.",
    colors: ["#134e4a", "#115e59"],
    glyph: "football",
  },
  {
    username: "anchor07",
    nickname: "Hoops Kai",
    columnId: SPORTS.basketball,
    roomName: "Kai's Courtside",
    title: "Basketball film room, live",
    announcement: "Play-by-play plus film study after every game.",
    intro: "Basketball analyst; I love a good pick and roll.",
    colors: ["#581c87", "#6b21a8"],
    glyph: "basketball",
  },
  {
    username: "anchor08",
    nickname: "Nova Chat",
    columnId: 100,
    roomName: "Nova's Lounge",
    title: "Sports talk and music between matches",
    announcement: "Chill sports talk, music and your stories every evening.",
    intro: "Host of the lounge: sports talk, news and good company.",
    colors: ["#831843", "#9d174d"],
    glyph: "talk",
  },
];

const PHOTO_CAPTIONS = ["Match day setup", "Behind the mic", "With the fans", "Studio night"];
const NOTE_TEXTS = [
  "Thanks for 1,000 followers! Big stream this weekend.",
  "New camera, new room layout. Tell me what you think!",
  "Back tomorrow at the usual time. Rest well, everyone.",
];

/** The demo anchors' accounts, hashed before the seed's transaction (hashing is slow). */
export function demoAnchorAccounts(): Promise<NewUser[]> {
  return Promise.all(
    DEMO_ANCHORS.map(async (anchor, index) => ({
      ...(await newAccount({
        username: anchor.username,
        password: DEMO_ANCHOR_PASSWORD,
        nickname: anchor.nickname,
        lang: "en",
      })),
      anchorState: ANCHOR_STATE.approved,
      intro: anchor.intro,
      avatar: demoAvatar(index, anchor.colors),
    })),
  );
}

/**
 * Writes the demo anchors with their rooms, photo walls, updates, past live sessions (for the live
 * history), regional covers and follows, inside the demo seed's transaction. Rooms follow the demo
 * matches through a job (the feed creates matches later and replaces them as days pass).
 */
export async function seedDemoAnchors(tx: Db, accounts: NewUser[], jobScope: string, now = new Date()): Promise<void> {
  const inserted = await tx.insert(users).values(accounts).onConflictDoNothing().returning({ id: users.id });
  if (inserted.length === 0) return;
  const rows = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        DEMO_ANCHORS.map((a) => a.username),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.username, r.id]));
  const seeded = DEMO_ANCHORS.flatMap((anchor) => {
    const id = idOf.get(anchor.username);
    return id === undefined ? [] : [{ anchor, id }];
  });

  for (const [index, { anchor, id }] of seeded.entries()) {
    const created = new Date(now.getTime() - (60 - index) * DAY_MS);
    await tx
      .insert(rooms)
      .values({
        anchorId: id,
        liveCode: newLiveCode(),
        roomName: anchor.roomName,
        anchorTitle: anchor.title,
        announcement: anchor.announcement,
        intro: anchor.title,
        columnId: anchor.columnId,
        cover: demoPicture(anchor.colors, anchor.glyph, anchor.roomName),
        createdAt: created,
      })
      .onConflictDoNothing();
    await tx.insert(anchorImages).values(
      PHOTO_CAPTIONS.slice(0, 2 + (index % 3)).map((caption, i) => ({
        anchorId: id,
        url: demoPicture([anchor.colors[1], anchor.colors[0]], anchor.glyph, caption),
        description: caption,
        createdAt: new Date(now.getTime() - (i + 1) * 3 * DAY_MS),
      })),
    );
    await tx.insert(anchorNotes).values(
      NOTE_TEXTS.slice(0, 1 + (index % 3)).map((content, i) => ({
        anchorId: id,
        content,
        images:
          i === 0 ? [1, 2, 3].map((n) => demoPicture(anchor.colors, anchor.glyph, `${anchor.nickname} #${n}`)) : [],
        createdAt: new Date(now.getTime() - (i * 4 + 1) * DAY_MS),
      })),
    );
    await tx.insert(liveSessions).values(pastSessions(id, anchor.columnId, index, now));
  }

  // Regional covers: the first anchor has its own picture for viewers in Taiwan and Indonesia.
  const first = seeded[0];
  if (first) {
    await tx.insert(liveCovers).values([
      {
        anchorId: first.id,
        region: "TW",
        image: demoPicture(["#1e3a8a", "#1d4ed8"], "football", "臺灣觀眾專屬"),
        shown: true,
      },
      {
        anchorId: first.id,
        region: "ID",
        image: demoPicture(["#991b1b", "#b91c1c"], "football", "Sepak bola live"),
        shown: false,
      },
    ]);
  }

  // Anchors follow each other a little, and the demo viewer follows two of them.
  const [viewer] = await tx.select({ id: users.id }).from(users).where(eq(users.username, "viewer01"));
  const followRows = seeded.flatMap(({ id }, index) =>
    seeded.filter((_, j) => j !== index && (j + index) % 3 === 0).map((other) => ({ userId: id, anchorId: other.id })),
  );
  if (viewer && seeded[0] && seeded[2]) {
    followRows.push({ userId: viewer.id, anchorId: seeded[0].id }, { userId: viewer.id, anchorId: seeded[2].id });
  }
  if (followRows.length > 0) await tx.insert(follows).values(followRows).onConflictDoNothing();

  await tx
    .insert(jobs)
    .values({ scope: jobScope, kind: DEMO_ROOMS_JOB, key: "anchor-demo-rooms", runAt: now, payload: {} })
    .onConflictDoNothing();
}

/** A few ended broadcasts over the last six weeks, so the live history has figures. */
function pastSessions(anchorId: number, columnId: number, index: number, now: Date) {
  return Array.from({ length: 10 }, (_, i) => {
    const daysAgo = 1 + i * 4 + (index % 3);
    const hours = 1 + ((i + index) % 3);
    const startedAt = new Date(now.getTime() - daysAgo * DAY_MS - (4 + index) * HOUR_MS);
    return {
      anchorId,
      // Most broadcasts in the anchor's own column, some talk shows in Entertainment.
      columnId: i % 4 === 3 ? 100 : columnId,
      title: "Live",
      startedAt,
      endedAt: new Date(startedAt.getTime() + hours * HOUR_MS + i * 7 * 60_000),
      peakPopularity: 300 + ((i * 37 + index * 91) % 40) * 120,
    };
  });
}

/**
 * Points each demo room at a live or upcoming demo match of its sport (anchors of one sport take
 * different matches) and books the next few matches as the anchor's schedule. Runs every 10
 * minutes, so rooms move on as matches end and old ones are removed. A match the anchor chose
 * in the live configuration that is not a demo match is kept while it is live or to come.
 */
export async function assignDemoRooms(db: Db, now: Date): Promise<Date> {
  const anchors = await db
    .select({
      id: users.id,
      username: users.username,
      columnId: rooms.columnId,
      chosen: { demo: matches.demo, status: matches.status },
    })
    .from(users)
    .innerJoin(rooms, eq(rooms.anchorId, users.id))
    .leftJoin(matches, eq(matches.id, rooms.matchId))
    .where(
      inArray(
        users.username,
        DEMO_ANCHORS.map((a) => a.username),
      ),
    );
  const taken = new Set<number>();
  let waiting = false;
  const keepsChoice = (chosen: (typeof anchors)[number]["chosen"]) =>
    chosen !== null &&
    !chosen.demo &&
    (chosen.status === MATCH_STATUS.inProgress || chosen.status === MATCH_STATUS.notStarted);
  for (const anchor of anchors) {
    if (keepsChoice(anchor.chosen)) continue;
    const sportId = anchor.columnId !== null && anchor.columnId !== 100 ? anchor.columnId : null;
    if (sportId === null) continue;
    const candidates = await db
      .select({ id: matches.id, status: matches.status, startTime: matches.startTime })
      .from(matches)
      .where(
        and(
          eq(matches.demo, true),
          eq(matches.sportId, sportId),
          or(
            eq(matches.status, MATCH_STATUS.inProgress),
            and(eq(matches.status, MATCH_STATUS.notStarted), gt(matches.startTime, now)),
          ),
        ),
      )
      .orderBy(desc(matches.status), asc(matches.startTime))
      .limit(12);
    const pick = candidates.find((m) => !taken.has(m.id));
    if (pick) taken.add(pick.id);
    else waiting = true;
    await db
      .update(rooms)
      .set({ matchId: pick?.id ?? null, updatedAt: now })
      .where(eq(rooms.anchorId, anchor.id));
    await bookSchedule(
      db,
      anchor.id,
      candidates.filter((m) => m.status === MATCH_STATUS.notStarted),
      now,
    );
  }
  // Rooms of demo anchors without a sport stream no match, unless their anchor chose one.
  await db
    .update(rooms)
    .set({ matchId: null })
    .where(
      and(
        or(isNull(rooms.columnId), eq(rooms.columnId, 100)),
        inArray(
          rooms.anchorId,
          anchors.filter((a) => !keepsChoice(a.chosen)).map((a) => a.id),
        ),
      ),
    );
  // Right after the first start the feed has not made its matches yet: look again soon.
  return new Date(now.getTime() + (waiting ? DEMO_ROOMS_RETRY_MS : DEMO_ROOMS_EVERY_MS));
}

/** Books up to three upcoming matches, more than 2 hours apart, when the anchor has none ahead. */
async function bookSchedule(db: Db, anchorId: number, upcoming: { id: number; startTime: Date }[], now: Date) {
  const [ahead] = await db
    .select({ matchId: anchorAppointments.matchId })
    .from(anchorAppointments)
    .where(and(eq(anchorAppointments.anchorId, anchorId), gt(anchorAppointments.startTime, now)))
    .limit(1);
  if (ahead) return;
  const picked: { id: number; startTime: Date }[] = [];
  for (const match of upcoming) {
    const last = picked.at(-1);
    if (!last || match.startTime.getTime() - last.startTime.getTime() >= APPOINTMENT_GAP_MS) picked.push(match);
    if (picked.length === 3) break;
  }
  if (picked.length === 0) return;
  await db
    .insert(anchorAppointments)
    .values(picked.map((m) => ({ anchorId, matchId: m.id, startTime: m.startTime })))
    .onConflictDoNothing();
}
