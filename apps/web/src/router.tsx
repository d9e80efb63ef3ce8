import type { ComponentType } from "react";
import { createHashRouter, type LoaderFunction, Navigate, type RouteObject } from "react-router";
import { AppLayout } from "./components/AppLayout/AppLayout";
import { PageSpinner } from "./components/PageSpinner/PageSpinner";
import { RequireAuth } from "./components/RequireAuth/RequireAuth";
import { RouteError } from "./components/RouteError/RouteError";
import { evaluateFirstScreenModules } from "./firstScreenModules";
import { withTexts } from "./i18n";
import type { TextArea } from "./i18n/resources";
import { nextTask } from "./nextTask";
import { PATHS } from "./paths";
import type { RouteHandle, TitleKey } from "./routeHandle";

/**
 * Each screen is its own chunk, loaded when first visited, together with the text areas it reads
 * beyond the core ones (i18n/resources.ts). Screens on a first visit's path export a `loader` with
 * their code, which starts their calls before the screen's first render (pages/MatchList/prefetch.ts,
 * pages/AnchorList/prefetch.ts); a visitor's first calls were made by the first paint already.
 */
const page =
  (load: () => Promise<{ default: ComponentType; loader?: LoaderFunction }>, texts: TextArea[] = []) =>
  async () => {
    // Asking for a screen's code adds a preload link per module it needs: in a task of its own,
    // apart from the router's first load, which calls this.
    await nextTask();
    const module = await withTexts(texts, async () => {
      await evaluateFirstScreenModules();
      return load();
    });
    return module.loader ? { Component: module.default, loader: module.loader } : { Component: module.default };
  };

const title = (titleKey: TitleKey): RouteHandle => ({ titleKey });

const redirect = (to: string): RouteObject => ({ index: true, element: <Navigate to={to} replace /> });

/** Chat and the personal centre: sign-in needed (DECISIONS 2). */
const signedIn: RouteObject[] = [
  {
    path: "chat",
    handle: title("privateMessages"),
    lazy: page(() => import("./pages/Chat/ChatLayout"), ["im", "room", "group"]),
    children: [
      redirect("message"),
      { path: "message", handle: title("chat"), lazy: page(() => import("./pages/ChatMessage/ChatMessage")) },
      {
        path: "address-book",
        handle: title("addressBook"),
        lazy: page(() => import("./pages/AddressBook/AddressBook")),
      },
      { path: "more", handle: title("more"), lazy: page(() => import("./pages/ChatMore/ChatMore")) },
      {
        path: "join/:code",
        handle: title("chat"),
        lazy: page(() => import("./pages/ChatMessage/components/group/JoinPage")),
      },
    ],
  },
  {
    path: "user",
    handle: title("personalCentre"),
    lazy: page(() => import("./pages/PersonalCentre/PersonalCentre"), ["wallet"]),
    children: [
      redirect("info"),
      {
        path: "info",
        handle: title("myProfile"),
        lazy: page(() => import("./pages/UserInfo/UserInfo")),
        children: [
          redirect("basic"),
          {
            path: "basic",
            handle: title("myProfile"),
            lazy: page(() => import("./pages/ProfileBasic/ProfileBasic"), ["accountPages"]),
          },
          {
            path: "modifyPhone",
            handle: title("changePhone"),
            lazy: page(() => import("./pages/ModifyPhone/ModifyPhone"), ["accountPages"]),
          },
          {
            path: "modifyPassword",
            handle: title("changePassword"),
            lazy: page(() => import("./pages/ModifyPassword/ModifyPassword"), ["accountPages"]),
          },
        ],
      },
      {
        path: "attention",
        handle: title("myFollows"),
        lazy: page(() => import("./pages/MyFollows/MyFollows"), ["anchor"]),
      },
      {
        path: "bookings",
        handle: title("myBookings"),
        lazy: page(() => import("./pages/MyBookings/MyBookings"), ["bookings"]),
      },
      {
        path: "configuration",
        handle: title("liveConfiguration"),
        lazy: page(
          () => import("./pages/LiveConfiguration/LiveConfiguration"),
          ["admin", "anchor", "player", "stage", "wallet"],
        ),
      },
      { path: "datas", handle: title("liveData"), lazy: page(() => import("./pages/LiveData/LiveData"), ["anchor"]) },
      { path: "wallet", handle: title("wallet"), lazy: page(() => import("./pages/Wallet/Wallet"), ["wallet"]) },
      {
        path: "tutorial",
        handle: title("liveTutorial"),
        lazy: page(() => import("./pages/LiveTutorial/LiveTutorial"), ["player"]),
      },
      {
        path: "specification",
        handle: title("liveSpecification"),
        lazy: page(() => import("./pages/LiveSpecification/LiveSpecification"), ["player"]),
      },
    ],
  },
  {
    path: "user/question",
    handle: title("liveFaq"),
    lazy: page(() => import("./pages/LiveQuestion/LiveQuestion"), ["documents"]),
  },
  // Super admins only; the page itself tells anyone else they have no permission.
  { path: "admin", handle: title("admin"), lazy: page(() => import("./pages/Admin/Admin"), ["admin"]) },
];

/** Visitors may browse these: lists, rooms, match pages, sign-in pages and the agreements. */
const publicRoutes: RouteObject[] = [
  { path: "login", handle: title("login"), lazy: page(() => import("./pages/Login/Login")) },
  {
    path: "register",
    handle: title("register"),
    lazy: page(() => import("./pages/Register/Register"), ["accountPages"]),
  },
  {
    path: "forget",
    handle: title("forgotPassword"),
    lazy: page(() => import("./pages/Forget/Forget"), ["accountPages"]),
  },
  {
    path: "match/:column",
    handle: title("matchLive"),
    lazy: page(() => import("./pages/MatchList/MatchList")),
  },
  {
    path: "match/live/:id",
    handle: title("matchLive"),
    lazy: page(() => import("./pages/MatchLive/MatchLive"), ["anchor", "room", "player"]),
  },
  {
    path: "match/match/:matchId",
    handle: title("matchDetail"),
    lazy: page(() => import("./pages/MatchDetail/MatchDetail"), ["anchor"]),
  },
  {
    path: "anchor/:column",
    handle: title("anchorLive"),
    lazy: page(() => import("./pages/AnchorList/AnchorList"), ["anchor"]),
  },
  {
    path: "anchor/room/:id",
    handle: title("anchorRoom"),
    lazy: page(() => import("./pages/AnchorRoom/AnchorRoom"), ["anchor", "room", "player", "wallet", "stage"]),
  },
  {
    path: "anchor/space/:id",
    handle: title("anchorSpace"),
    lazy: page(() => import("./pages/AnchorSpace/AnchorSpace"), ["anchor", "player", "accountPages"]),
  },
  {
    path: "user/contract/service",
    handle: title("serviceAgreement"),
    lazy: page(() => import("./pages/ServiceAgreement/ServiceAgreement"), ["documents"]),
  },
  {
    path: "user/contract/privacy",
    handle: title("privacyAgreement"),
    lazy: page(() => import("./pages/PrivacyAgreement/PrivacyAgreement"), ["documents"]),
  },
  // Static rather than added on demand (DECISIONS 9); the client comes here only on code 7898.
  { path: "search", handle: title("search"), lazy: page(() => import("./pages/Search/Search"), ["search", "anchor"]) },
  { path: "403", handle: title("regionBlocked"), lazy: page(() => import("./pages/RegionBlocked/RegionBlocked")) },
];

export const routes: RouteObject[] = [
  // The stage alone, full frame, for OBS's browser source: no header or footer around it.
  {
    path: "/stage/:room",
    errorElement: <RouteError />,
    HydrateFallback: PageSpinner,
    lazy: page(() => import("./pages/StagePage/StagePage"), ["stage"]),
  },
  {
    path: "/",
    element: <AppLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageSpinner,
    children: [
      redirect(PATHS.matchHome),
      ...publicRoutes,
      { element: <RequireAuth />, children: signedIn },
      { path: "*", element: <Navigate to={PATHS.home} replace /> },
    ],
  },
];

/** The app's router; it starts loading the first screen (its code, texts and calls) at once. */
export const createAppRouter = () => createHashRouter(routes);

export type AppRouter = ReturnType<typeof createAppRouter>;
