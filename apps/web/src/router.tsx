import type { ComponentType } from "react";
import { createHashRouter, Navigate, type RouteObject } from "react-router";
import { AppLayout } from "./components/AppLayout/AppLayout";
import { PageSpinner } from "./components/PageSpinner/PageSpinner";
import { RequireAuth } from "./components/RequireAuth/RequireAuth";
import { RouteError } from "./components/RouteError/RouteError";
import { PATHS } from "./paths";
import type { RouteHandle, TitleKey } from "./routeHandle";

/** Each screen is its own chunk, loaded when first visited. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const title = (titleKey: TitleKey): RouteHandle => ({ titleKey });

const redirect = (to: string): RouteObject => ({ index: true, element: <Navigate to={to} replace /> });

/** Chat and the personal centre: sign-in needed (DECISIONS 2). */
const signedIn: RouteObject[] = [
  {
    path: "chat",
    handle: title("privateMessages"),
    lazy: page(() => import("./pages/Chat/ChatLayout")),
    children: [
      redirect("message"),
      { path: "message", handle: title("chat"), lazy: page(() => import("./pages/ChatMessage/ChatMessage")) },
      {
        path: "address-book",
        handle: title("addressBook"),
        lazy: page(() => import("./pages/AddressBook/AddressBook")),
      },
      { path: "more", handle: title("more"), lazy: page(() => import("./pages/ChatMore/ChatMore")) },
    ],
  },
  {
    path: "user",
    handle: title("personalCentre"),
    lazy: page(() => import("./pages/PersonalCentre/PersonalCentre")),
    children: [
      redirect("info"),
      {
        path: "info",
        handle: title("myProfile"),
        lazy: page(() => import("./pages/UserInfo/UserInfo")),
        children: [
          redirect("basic"),
          { path: "basic", handle: title("myProfile"), lazy: page(() => import("./pages/ProfileBasic/ProfileBasic")) },
          {
            path: "modifyPhone",
            handle: title("changePhone"),
            lazy: page(() => import("./pages/ModifyPhone/ModifyPhone")),
          },
          {
            path: "modifyPassword",
            handle: title("changePassword"),
            lazy: page(() => import("./pages/ModifyPassword/ModifyPassword")),
          },
        ],
      },
      { path: "attention", handle: title("myFollows"), lazy: page(() => import("./pages/MyFollows/MyFollows")) },
      {
        path: "configuration",
        handle: title("liveConfiguration"),
        lazy: page(() => import("./pages/LiveConfiguration/LiveConfiguration")),
      },
      { path: "datas", handle: title("liveData"), lazy: page(() => import("./pages/LiveData/LiveData")) },
      { path: "wallet", handle: title("wallet"), lazy: page(() => import("./pages/Wallet/Wallet")) },
      {
        path: "tutorial",
        handle: title("liveTutorial"),
        lazy: page(() => import("./pages/LiveTutorial/LiveTutorial")),
      },
      {
        path: "specification",
        handle: title("liveSpecification"),
        lazy: page(() => import("./pages/LiveSpecification/LiveSpecification")),
      },
    ],
  },
  { path: "user/question", handle: title("liveFaq"), lazy: page(() => import("./pages/LiveQuestion/LiveQuestion")) },
  // Super admins only; the page itself tells anyone else they have no permission.
  { path: "admin", handle: title("admin"), lazy: page(() => import("./pages/Admin/Admin")) },
];

/** Visitors may browse these: lists, rooms, match pages, sign-in pages and the agreements. */
const publicRoutes: RouteObject[] = [
  { path: "login", handle: title("login"), lazy: page(() => import("./pages/Login/Login")) },
  { path: "register", handle: title("register"), lazy: page(() => import("./pages/Register/Register")) },
  { path: "forget", handle: title("forgotPassword"), lazy: page(() => import("./pages/Forget/Forget")) },
  { path: "match/:column", handle: title("matchLive"), lazy: page(() => import("./pages/MatchList/MatchList")) },
  { path: "match/live/:id", handle: title("matchLive"), lazy: page(() => import("./pages/MatchLive/MatchLive")) },
  {
    path: "match/match/:matchId",
    handle: title("matchDetail"),
    lazy: page(() => import("./pages/MatchDetail/MatchDetail")),
  },
  { path: "anchor/:column", handle: title("anchorLive"), lazy: page(() => import("./pages/AnchorList/AnchorList")) },
  { path: "anchor/room/:id", handle: title("anchorRoom"), lazy: page(() => import("./pages/AnchorRoom/AnchorRoom")) },
  {
    path: "anchor/space/:id",
    handle: title("anchorSpace"),
    lazy: page(() => import("./pages/AnchorSpace/AnchorSpace")),
  },
  {
    path: "user/contract/service",
    handle: title("serviceAgreement"),
    lazy: page(() => import("./pages/ServiceAgreement/ServiceAgreement")),
  },
  {
    path: "user/contract/privacy",
    handle: title("privacyAgreement"),
    lazy: page(() => import("./pages/PrivacyAgreement/PrivacyAgreement")),
  },
  // Static rather than added on demand (DECISIONS 9); the client comes here only on code 7898.
  { path: "403", handle: title("regionBlocked"), lazy: page(() => import("./pages/RegionBlocked/RegionBlocked")) },
];

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <AppLayout />,
    errorElement: <RouteError />,
    HydrateFallback: PageSpinner,
    children: [
      redirect(PATHS.matchHome),
      ...publicRoutes,
      { element: <RequireAuth />, handle: { requiresAuth: true } satisfies RouteHandle, children: signedIn },
      { path: "*", element: <Navigate to={PATHS.home} replace /> },
    ],
  },
];

export const router = createHashRouter(routes);
