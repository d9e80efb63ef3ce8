import { browserLanguages, detectLang } from "../i18n/detect";
import { read } from "./api";
import { FIRST_PAINT_CLASS, FIRST_PAINT_ID, FIRST_PAINT_TIMEOUT_MS } from "./handoffIds";
import { type Column, header, sportsNav } from "./header";
import { afterFirstFrame, loadApp } from "./loadApp";
import { screenOf } from "./route";
import { BASE_STYLES } from "./styles";
import { textsFor } from "./texts";

/**
 * The first paint: a classic script inlined in index.html that runs while the page is parsed. On
 * the pages people land on (the match and anchor lists, a live room, sign-in) it draws the header
 * and the page from their first calls' data, before the app's scripts have even arrived; the app
 * renders hidden behind it and takes its place in one frame once its own first screen is ready
 * (handoff.ts). It is a picture of the page: out of the accessibility tree, not focusable, in a
 * closed shadow root so nothing else on the page styles or finds it.
 */
/** How long the app waits for the first paint's data before it is requested anyway. */
const DATA_WAIT_MS = 3000;

function start(): boolean {
  const found = screenOf(location.hash);
  const root = document.getElementById("root");
  if (!found || !root) return false;
  const storage = (key: string) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const signedIn = Boolean(storage("token"));
  // Signed in, sign-in sends the user on: the app decides where, so there is nothing to paint.
  if (signedIn && found.screen.section === null) return false;
  const lang = detectLang(storage("lang"), browserLanguages());
  const t = textsFor(lang);
  const { screen, id } = found;

  // The calls go first, so their answers are on their way while the page is drawn; the screen's
  // own first, as the first call takes the connection the page came on (the others open their own,
  // a round trip more), and the screen's largest part waits for its data, the sports' names do not.
  let page: Element | null = null;
  let drawing: string | undefined;
  const drawn = screen.paint({ lang, t, id }, (html) => {
    if (page) page.innerHTML = html;
    else drawing = html;
  });
  const columns = read<Column[]>(lang, "/web_race/web_race_column");
  const host = document.createElement("div");
  host.id = FIRST_PAINT_ID;
  host.setAttribute("aria-hidden", "true");
  host.inert = true;
  const shadow = host.attachShadow({ mode: "closed" });
  const state = { lang, t, section: screen.section, signedIn };
  shadow.innerHTML = `<style>${BASE_STYLES}${screen.styles.join("")}</style><div class="app-layout">${header(state)}<main class="app-main"><div class="container"></div></main></div>`;
  page = shadow.querySelector(".app-main > .container");
  if (page && drawing !== undefined) page.innerHTML = drawing;
  const sports = shadow.querySelector(".sports-nav__list");
  root.before(host);
  document.documentElement.classList.add(FIRST_PAINT_CLASS);

  const painted = Promise.all([
    columns.then((list) => {
      if (sports) sports.innerHTML = sportsNav(list, lang, screen.sportsLit ? id : null);
    }),
    drawn,
  ]);
  // The app's scripts are asked for once the page is drawn with its data: until then the answers
  // have the connection to themselves. A slow answer holds the app back no longer than DATA_WAIT_MS.
  // A drawing that fails (an answer of an unexpected shape) requests the app all the same.
  const requestApp = () => afterFirstFrame(() => loadApp(screen.page));
  void Promise.race([painted, new Promise((resolve) => setTimeout(resolve, DATA_WAIT_MS))]).then(
    requestApp,
    requestApp,
  );
  // Should the app never start (a script blocked or failing), its own state shows after a while.
  setTimeout(() => {
    host.remove();
    document.documentElement.classList.remove(FIRST_PAINT_CLASS);
  }, FIRST_PAINT_TIMEOUT_MS);
  return true;
}

/** The app must start whatever happens here: a first paint that throws steps aside at once. */
function startSafely(): void {
  let painting = false;
  try {
    painting = start();
  } catch {
    document.getElementById(FIRST_PAINT_ID)?.remove();
    document.documentElement.classList.remove(FIRST_PAINT_CLASS);
  }
  // As the module script it replaces would: run once the page is parsed.
  if (!painting) whenParsed(() => loadApp());
}

function whenParsed(run: () => void): void {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run, { once: true });
  else run();
}

startSafely();
