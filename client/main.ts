import type { TableConnection, TableOptions } from "./net/TableConnection";
import { browserSeatsAt, playedInAnotherTab, type BrowserSeats } from "./net/browserSeats";
import { hasSeatAt, rememberSeats } from "./net/seatTokens";
import { CLOSE_SEAT_TAKEN } from "../shared/protocol/joinRefusals";
import { failureMessage } from "./net/joinRetry";
import { showTablesList, type ListedTable } from "./ui/tablesList";
import { gameServerUrl } from "./net/serverUrl";
import { showFinishedList } from "./ui/finishedList";
import { explainFinishedTable } from "./ui/finishedTable";
import { mountLanguagePicker } from "./i18n/dom";
import { formatList, language, loadAlleyWords, onLanguageChange, refusalText, startLanguage, t } from "./i18n";
import { selectTab, startLayout } from "./layout/layout";
import { moduleOptions, paceOption, wireModuleOptions } from "./ui/tableOptions";
import { ruleLink, rulesButton } from "./rules/open";
import { wireLearn } from "./lesson/landing";
import { loadProgress } from "./lesson/progress";
import { levelDescription } from "./ui/botLevels";
import { nextTask } from "./yieldToPage";

// The landing page carries only what it shows (forms, lists, words). Everything else is a chunk of its own,
// fetched when needed (docs/client.md, "Loading"): the connection (Colyseus SDK, synced schema), the table screen
// (the engine, the panels and PixiJS), the replay viewer, the phone codes (QR).
const connectionCode = () => import("./net/TableConnection");
// A chunk that cannot be fetched any more (a new deploy replaced it while this page was open, and the service
// worker dropped the old precache): Vite says so with this event; a reload brings the new shell and its chunks.
// At most once a minute, so a page offline does not reload in a loop.
window.addEventListener("vite:preloadError", (event) => {
  const last = Number(sessionStorage.getItem("trickerion:reloadedForChunk") ?? 0);
  if (Date.now() - last < 60_000) return;
  sessionStorage.setItem("trickerion:reloadedForChunk", String(Date.now()));
  event.preventDefault();
  window.location.reload();
});
const tableCode = () => Promise.all([import("./ui/tableScreen"), import("./rules/refusalRule")]);

// The reader's language before the page's first words: English comes with the page, Spanish is a chunk of its own.
await startLanguage();

/** Boots the page: the landing form at "/", the table at "/t/CODE". */
const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

const landing = $("landing");
const tableSection = $("table");
const status = $("status");
const landingError = $("landing-error");
mountLanguagePicker($("topbar-tools"));
$("topbar-tools").prepend(rulesButton());
startLayout();
// The first screen's frame (language picker, layout) and the rest of the page's wiring in two tasks, not one: the
// first i18next lookups and the layout's set-up made it a long task at Lighthouse's 4× CPU (issue 30, TBT).
await nextTask();
const nameInput = $<HTMLInputElement>("player-name");
nameInput.value = sessionStorage.getItem("trickerion:name") ?? "";

function playerName(): string {
  const name = nameInput.value.trim();
  sessionStorage.setItem("trickerion:name", name);
  return name;
}

function tableCodeFromPath(): { code: string; watch: boolean; replay: boolean } | null {
  const match = /^\/(t|watch|replay)\/([A-Za-z0-9]+)\/?$/.exec(window.location.pathname);
  return match ? { code: match[2]!.toUpperCase(), watch: match[1] === "watch", replay: match[1] === "replay" } : null;
}

/** The replay viewer of a finished game (no connection to a table). */
async function openReplay(code: string): Promise<void> {
  landing.hidden = true;
  tableSection.hidden = false;
  document.body.classList.add("at-table", "replay-mode");
  $("table-info").hidden = false;
  $("table-code").textContent = code;
  try {
    const { ReplayScreen } = await import("./ui/replayScreen");
    await ReplayScreen.open(code);
  } catch (error) {
    tableSection.hidden = true;
    landing.hidden = false;
    $("table-info").hidden = true; // shown early for a table's link (below)
    document.body.classList.remove("at-table", "replay-mode");
    landingError.textContent = error instanceof Error ? error.message : String(error);
  }
}

let stopList: (() => void) | null = null;

/** Shows why a join is waiting ("The table is full of watchers — retrying…"); empty goes back to "Connecting…". */
function waiting(message: string): void {
  status.textContent = message || t("landing.connecting");
}

/**
 * Another window or device took this page's seat with the same seat link: say so, and offer to
 * take it back here (a reload rejoins with this tab's tokens, which the server still honours).
 */
function showSeatTaken(message: string, offerBack = true): void {
  status.classList.add("error");
  // A revoked phone or a removed person has no seat to take back: a reload would only join as a newcomer.
  if (!offerBack) {
    status.textContent = message;
    return;
  }
  const back = document.createElement("button");
  back.type = "button";
  back.textContent = t("join.takeBack");
  back.addEventListener("click", () => window.location.reload());
  status.replaceChildren(document.createTextNode(`${message} `), back);
}

/**
 * Joins or creates a table and shows it. `lobbyFirst`: the table is new and waits for its players (a table made
 * here), so the page shows the lobby without the board's chunk (PixiJS, the engine) and fetches it while the lobby
 * is shown. Otherwise (a link, a code, a phone code, a solo game that starts at once) the game may be running: the
 * board's chunk downloads while the connection is made, so neither waits for the other.
 */
async function openTable(
  connect: (tables: typeof import("./net/TableConnection").TableConnection) => Promise<TableConnection>,
  code?: string,
  lobbyFirst = false,
): Promise<void> {
  // A page whose first screen came with it (server/firstScreen/) already shows the table: a "Connecting…" line under
  // it, cleared at the join, moved a phone's tab bar twice.
  if (!document.documentElement.classList.contains("first-screen")) status.textContent = t("landing.connecting");
  let screen: ReturnType<typeof tableCode> | null = null;
  const boardCode = (): ReturnType<typeof tableCode> => (screen ??= tableCode());
  // The table screen's chunk (the engine, the panels; no PixiJS) is fetched while the page joins. The board's code
  // waits until the table's DOM frame is painted (TableScreen.open): fetched sooner, its ~120 KiB would hold back that
  // frame on a slow network. A lobby fetches both while idle, and so does a phone's hand after its first screen.
  const lobbyCode = import("./ui/lobbyScreen");
  let connection: TableConnection;
  try {
    const joining = connect((await connectionCode()).TableConnection);
    // Both chunks were preloaded together (scripts/tablePreload.ts), but evaluated in one task they made the page's
    // longest (issue 30, TBT): the table screen's (the engine, the panels) is evaluated in a task of its own, while
    // the join's round trip is under way.
    if (!lobbyFirst)
      void nextTask()
        .then(() => boardCode())
        .then(([{ prepareTable }]) => prepareTable())
        .catch(() => undefined);
    connection = await joining;
  } catch (error) {
    status.textContent = "";
    landing.hidden = false;
    $("table-info").hidden = true; // shown early for a table's link (below)
    tableSection.hidden = true;
    // A board-mode link that led nowhere (or whose first screen came from the server, the table gone since) shows the
    // landing with its reason: board mode hides the landing, and the first screen's table classes would frame it.
    document.body.classList.remove("board-mode", "at-table");
    delete document.body.dataset.status;
    document.documentElement.classList.remove("first-screen");
    landingError.textContent = failureMessage(error);
    // A table's link that led nowhere: the landing's lists, and, when the game there has finished, its result
    // with the replay and the record (a finished table's room is gone; its record is kept).
    showLists();
    // "No open table has the code" is true but reads as a dead end once the result is there: the result replaces it.
    if (code)
      void explainFinishedTable($("finished-table"), code).then((found) => found && (landingError.textContent = ""));
    return;
  }
  stopList?.();
  const path = `/${document.body.classList.contains("board-mode") ? "watch" : "t"}/${connection.code}`;
  if (window.location.pathname !== path) window.history.pushState({}, "", path);
  landing.hidden = true;
  tableSection.hidden = false;
  document.body.classList.add("at-table");
  $("table-info").hidden = false;
  $("table-code").textContent = connection.code;
  status.textContent = "";
  const boardMode = document.body.classList.contains("board-mode");
  if (boardMode) void import("./ui/phoneCodes").then(({ showPhoneCodes }) => showPhoneCodes(connection));
  let clearTimer: ReturnType<typeof setTimeout> | undefined;
  let seatTaken = false;
  connection.onSeatTaken((notice) => {
    seatTaken = true;
    clearTimeout(clearTimer);
    // In English the server's own words; otherwise the catalogue's, from the seats it names.
    const names = notice.seats.map(
      (seat) => connection.room.state?.seats?.[seat]?.name || t("landing.seat", { n: seat + 1 }),
    );
    if (notice.reason === "removed") showSeatTaken(t("seats.removed"), false);
    else if (notice.reason === "revoked") showSeatTaken(t("seats.revoked", { names: formatList(names) }), false);
    else
      showSeatTaken(
        language() === "en"
          ? notice.message
          : t("join.seatTaken", { count: notice.seats.length, names: formatList(names) }),
      );
  });
  connection.onRefused((refusal) => {
    if (seatTaken) return; // the seat-taken notice stays until the person acts on it
    // The server's own words for a refused action, shown for a few seconds.
    status.textContent = refusalText(refusal);
    // The rule's link comes with the board's chunk (it holds the engine's codes); in the lobby it may still be on
    // its way, and the refusal's words do not wait for it.
    const shown = status.textContent;
    void import("./rules/refusalRule").then(({ ruleOfCode }) => {
      const rule = ruleOfCode(refusal.code);
      if (rule && status.textContent === shown) status.append(" ", ruleLink(rule));
    });
    status.classList.add("error");
    clearTimeout(clearTimer);
    clearTimer = setTimeout(() => {
      status.textContent = "";
      status.classList.remove("error");
    }, 6_000);
  });
  connection.onRestarting((notice) => {
    clearTimeout(clearTimer);
    status.classList.remove("error");
    status.textContent = notice.message;
  });
  connection.room.onLeave((code) => {
    if (code === 4000) return; // we left on purpose
    // Closed because another tab took the last seat and the table has no room for one more
    // watcher: reloading on our own would only take the seat back and forth.
    if (code === CLOSE_SEAT_TAKEN) {
      if (!seatTaken) showSeatTaken(t("join.seatTakenClosed"));
      return;
    }
    // The connection is gone for good (the server restarted, cleanly or not, and restored the
    // table): wait until a server answers ready again, then reload, which rejoins the seats with
    // this tab's tokens.
    status.textContent = connection.restarting ? `${connection.restarting.message} …` : t("landing.connectionLost");
    const retry = (): void => {
      fetch("/health", { cache: "no-store" }).then(
        (r) => (r.ok ? window.location.reload() : setTimeout(retry, 2_000)),
        () => setTimeout(retry, 2_000),
      );
    };
    setTimeout(retry, 1_000);
  });
  // A phone paired as a hand opens on its hand (its plan or actions), not on the board a big screen shows beside it:
  // its first screen stays DOM only (the layout still brings the board up when it is its turn to place).
  if (phoneHand() && sessionStorage.getItem(`trickerion:hand:${connection.code}`)) selectTab("workshop");
  // A table waiting for its players shows its lobby without the board (lobbyScreen.ts); a running game goes on at once.
  const { showLobby } = await lobbyCode;
  // The table screen's and the board's chunks are fetched while the lobby waits (a failure shows when the game
  // starts and they are needed).
  const preloadBoard = (): void =>
    whenIdle(
      () =>
        void boardCode().then(
          ([{ TableScreen }]) => TableScreen.preloadBoard(),
          () => undefined,
        ),
    );
  // A Dark Alley table's words (a chunk of their own) are fetched as soon as its state says so, beside the lobby and the
  // table screen's code, and the table screen waits for them; a base table never fetches them (issue 30). Should the
  // fetch fail, the table still opens (its Dark Alley texts then read as their keys) rather than not at all.
  let alleyWords: Promise<void> | undefined;
  const alleyTable = (): boolean => connection.room.state?.darkAlley === true;
  const stopAlley = connection.subscribe(() => {
    if (alleyTable()) alleyWords ??= loadAlleyWords().catch(() => undefined);
  });
  await showLobby(connection, preloadBoard);
  if (alleyTable()) alleyWords ??= loadAlleyWords().catch(() => undefined);
  stopAlley();
  const [[{ TableScreen }]] = await Promise.all([boardCode(), alleyWords]);
  // The frame (status, panels, log) at once; the board when it is shown (TableScreen.open).
  const tableScreen = TableScreen.open(connection);
  // A phone's hand: the board's code comes while the page is idle after its first screen of the game (the first
  // snapshots may come after the join, and the very first may not hold the game yet), so the Board tab opens quickly.
  let preloaded = false;
  if (phoneHand())
    tableScreen.onDrawn((snapshot) => {
      // Not before the drawing that shows the hand: the game and this phone's seat both known.
      if (preloaded || snapshot.state.players.length === 0 || snapshot.mySeats.length === 0) return;
      preloaded = true;
      // Nor before that drawing is painted: an idle moment can come between the render and its paint, and the
      // board's ~125 KiB then shared the network with the hand's last requests (Lighthouse counted them in its LCP).
      // Two animation frames were not always enough on a busy machine (the paint is presented later), so it waits for
      // the browser's own word that the hand was painted as the page's largest content, or a second at most.
      afterHandPainted(preloadBoard);
    });
  // A guided lesson's table gets its lesson panel (its own chunk: other tables never fetch it, hence the check of this
  // tab's lesson progress before the import). It lights pieces on the board: the board is made first.
  if (loadProgress(connection.code)) {
    const [{ LessonRunner }] = await Promise.all([import("./lesson/lessonRunner"), tableScreen.makeBoard()]);
    LessonRunner.mountIfLesson(connection, tableScreen);
  }
  // The replay viewer is what a table leads to next: fetched while idle once the first board is drawn (fetched at the
  // first idle moment, it came before the board and counted in what the board waited for), but not by a phone's hand,
  // whose first screen is DOM only (the viewer's chunk brings PixiJS with it; it comes when opened).
  if (!phoneHand()) tableScreen.whenBoardDrawn(() => whenIdle(() => void import("./ui/replayScreen")));
}

wireModuleOptions();
$("create-form").addEventListener("submit", (event) => {
  event.preventDefault();
  landingError.textContent = "";
  const options: TableOptions = {
    players: Number($<HTMLSelectElement>("player-count").value) as TableOptions["players"],
    quickStart: $<HTMLInputElement>("quick-start").checked,
    beginnerSetup: $<HTMLInputElement>("beginner-setup").checked,
    listed: $<HTMLInputElement>("listed").checked,
    ...moduleOptions(),
    ...paceOption(),
    botLevel: $<HTMLSelectElement>("table-bot-level").value,
    hints: $<HTMLInputElement>("hints").checked,
  };
  void openTable((tables) => tables.create(options, playerName()), undefined, true);
});

$("join-form").addEventListener("submit", (event) => {
  event.preventDefault();
  landingError.textContent = "";
  const typed = $<HTMLInputElement>("join-code").value.trim();
  // "K7QX2" joins a table; "K7QX2-H4P9QX" takes a seat with a phone code (see ui/phoneCodes.ts).
  const match = /^([A-Za-z0-9]{4,8})(?:[-\s]+([A-Za-z0-9]{6}))?$/.exec(typed);
  if (!match) {
    landingError.textContent = t("landing.codeInvalid");
    return;
  }
  const [, code, pair] = match;
  if (pair) void openTable((tables) => joinAsHand(tables, code!, pair));
  else void openTable((tables) => tables.join(code!, playerName(), false, waiting));
});

$("copy-link").addEventListener("click", () => {
  void navigator.clipboard?.writeText(window.location.href).then(
    () => (status.textContent = t("top.linkCopied")),
    () => (status.textContent = t("top.shareLink", { url: window.location.href })),
  );
});

$("hotseat-form").addEventListener("submit", (event) => {
  event.preventDefault();
  createHotseat(false);
});
$("duel").addEventListener("click", () => createHotseat(true));

/**
 * A hot-seat table: the named people all play from this device (seats 1 and 2 always have a
 * person); with "fill with bots", bots take the remaining seats up to four. A duel is two people.
 */
function createHotseat(duel: boolean): void {
  landingError.textContent = "";
  const form = $<HTMLFormElement>("hotseat-form");
  const field = (name: string): string => (form.elements.namedItem(name) as HTMLInputElement).value.trim();
  const botsFill = (form.elements.namedItem("botsFill") as HTMLInputElement).checked;
  const given = [0, 1, 2, 3].map((i) => field(`seat${i}`));
  // A seat left unnamed is sent blank: the server gives it its default, which each reader then reads in their own
  // language (client/i18n/seatName.ts); named here, it stayed in this page's language for everyone.
  const names = duel ? [given[0]!, given[1]!] : [given[0]!, given[1]!, ...given.slice(2).filter(Boolean)];
  const bots = duel || !botsFill ? 0 : 4 - names.length;
  const players = (names.length + bots) as TableOptions["players"];
  const botSeats = Array.from({ length: bots }, (_, i) => names.length + i);
  const botLevel = (form.elements.namedItem("botsLevel") as HTMLSelectElement).value;
  const options: TableOptions = {
    players,
    quickStart: $<HTMLInputElement>("quick-start").checked,
    beginnerSetup: $<HTMLInputElement>("beginner-setup").checked,
    listed: $<HTMLInputElement>("listed").checked,
    ...moduleOptions(),
    // Everyone plays on this device: a hint is only for whoever holds it, so it is on (issue 31).
    hints: true,
    botLevel,
    ...paceOption(form.elements.namedItem("pace") as HTMLSelectElement),
  };
  void openTable((tables) => tables.create(options, names[0]!, { names, botSeats, botLevel }), undefined, true);
}

// A solo game in one click: you against bots at the chosen level, hints on, started at once; quick start, or the
// Dark Alley module with its own options.
const soloLevel = $<HTMLSelectElement>("solo-level");
const describeSoloLevel = (): void => {
  $("solo-level-note").textContent = levelDescription(soloLevel.value);
};
describeSoloLevel();
soloLevel.addEventListener("change", describeSoloLevel);
onLanguageChange(describeSoloLevel);
$("solo-form").addEventListener("submit", (event) => {
  event.preventDefault();
  landingError.textContent = "";
  const players = Number($<HTMLSelectElement>("solo-players").value) as TableOptions["players"];
  const botLevel = soloLevel.value;
  // Blank when none was typed: the seat's default name is the server's, worded by each reader (seatName.ts).
  const name = playerName();
  const modules = moduleOptions("solo-");
  const options: TableOptions = {
    players,
    // Quick start is for the base game; a Dark Alley game is set up in full (magician and starting cards chosen).
    quickStart: !("darkAlley" in modules),
    beginnerSetup: false,
    listed: false,
    ...modules,
    botLevel,
    hints: true,
  };
  const botSeats = Array.from({ length: players - 1 }, (_, i) => i + 1);
  void openTable(async (tables) => {
    const connection = await tables.create(options, name, { names: [name], botSeats, botLevel });
    // Every seat is filled by the join itself (you and the bots): the game starts at once.
    connection.start();
    return connection;
  });
});

const initial = tableCodeFromPath();
// A table's link: the landing stays hidden (index.html hid it before the first paint; from here `hidden` decides, so a
// link that leads nowhere can show it again), and the top bar takes its table shape (the code) before the page under
// it shows: filled later, it pushed the whole table down (a 0.37 layout shift on a phone, where the bar wraps).
if (initial) {
  landing.hidden = true;
  $("table-info").hidden = false;
  $("table-code").textContent = initial.code;
}
document.documentElement.classList.remove("table-path");
wireLearn((connect) => void openTable(connect), playerName, !initial);
/** A phone code from a scanned QR code: in the fragment, so it reaches neither server logs nor referrers. */
const pairCode = /^#pair=([A-Za-z0-9]{6})$/.exec(window.location.hash)?.[1];
if (pairCode) window.history.replaceState({}, "", window.location.pathname);
if (initial && pairCode && !initial.watch && !initial.replay) {
  void openTable((tables) => joinAsHand(tables, initial.code, pairCode));
} else if (initial?.replay) {
  void openReplay(initial.code);
} else if (initial?.watch) {
  // Board mode for a shared screen: the whole table, big, no controls (issue: spectator boards).
  document.body.classList.add("board-mode");
  void openTable((tables) => tables.join(initial.code, "", true, waiting), initial.code);
} else if (initial) {
  void openTableLink(initial.code);
}

/**
 * A table's link opened in this tab: back into this tab's seats; else into the seats this browser held there (a
 * crashed tab, the link opened in a new tab), at once when no live tab plays them, after asking when one does; else
 * ask for a name first (the seat would otherwise read "Player 2"). A tab where another name was typed is another
 * person sharing the browser: it joins as themselves.
 */
async function openTableLink(code: string): Promise<void> {
  const join = (): void => void openTable((tables) => tables.join(code, playerName(), false, waiting), code);
  if (hasSeatAt(code)) return join();
  const name = playerName();
  const held = browserSeatsAt(code, name);
  if (held) {
    const takeBack = (): void => {
      if (!name) nameInput.value = held.name;
      rememberSeats(code, held.tokens);
      join();
    };
    if (await playedInAnotherTab(held.tokens)) askName(code, { ...held, takeBack });
    else takeBack();
    return;
  }
  if (name) join();
  else askName(code);
}

let listsShown = false;
/** The landing's lists of open and finished tables (once). */
function showLists(): void {
  if (listsShown) return;
  listsShown = true;
  void showFinishedList($("finished-list"));
  stopList = showTablesList(
    $("tables-list"),
    (code, spectator) => void openTable((tables) => tables.join(code, playerName(), spectator, waiting)),
  );
}
if (!initial) showLists();
if (!initial) whenIdle(() => void connectionCode()); // what "New table" or "Join" needs first, without PixiJS

/**
 * The name prompt of a person who opens a table's link: join with a name, or just watch. When this browser plays a
 * seat there in another live tab, it first says so and offers to play that seat here instead (the other tab stops
 * playing it and can take it back); a second person sharing the browser still types their own name.
 */
function askName(code: string, held?: BrowserSeats & { takeBack: () => void }): void {
  landing.hidden = true;
  const form = document.createElement("form");
  form.className = "name-prompt";
  const title = document.createElement("h2");
  title.textContent = t("askName.title", { code });
  const label = document.createElement("label");
  label.className = "field";
  label.textContent = t("landing.yourName");
  const input = document.createElement("input");
  input.maxLength = 24;
  input.setAttribute("autocomplete", "nickname");
  input.placeholder = t("landing.namePlaceholder");
  input.required = true;
  label.append(input);
  const join = document.createElement("button");
  join.type = "submit";
  join.className = "primary";
  join.textContent = t("askName.join");
  const watch = document.createElement("button");
  watch.type = "button";
  watch.textContent = t("askName.watch");
  form.append(title, label, join, watch);
  if (held) {
    form.classList.add("take-back");
    title.textContent = t("askName.heldTitle", { code });
    const text = document.createElement("p");
    text.textContent = t("askName.heldText", { name: held.name || t("landing.defaultPlayer", { n: 1 }) });
    const here = document.createElement("button");
    here.type = "button";
    here.className = "primary";
    here.textContent = t("askName.playHere");
    here.addEventListener("click", () => {
      form.remove();
      held.takeBack();
    });
    const other = document.createElement("p");
    other.textContent = t("askName.someoneElse");
    title.after(text, here, other);
    join.classList.remove("primary");
  }
  landing.before(form);
  if (!held) input.focus();
  if (!held) void offerWatchWhenFull(code, { form, label, join, watch });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    nameInput.value = input.value;
    form.remove();
    void openTable((tables) => tables.join(code, playerName(), false, waiting), code);
  });
  watch.addEventListener("click", () => {
    form.remove();
    void openTable((tables) => tables.join(code, "", true, waiting), code);
  });
}

/**
 * A table whose every seat is taken (its game under way, or its lobby full) has no seat for a person who opens its
 * link: the prompt says so and offers to watch, instead of "Take a seat" first (playtest 8: a full table's link
 * offered a seat, and taking it could only be refused). The public listing says; while it is asked, or when it does
 * not list the table (a private one), the prompt stays as it is.
 */
async function offerWatchWhenFull(
  code: string,
  prompt: { form: HTMLFormElement; label: HTMLElement; join: HTMLButtonElement; watch: HTMLButtonElement },
): Promise<void> {
  let listed: ListedTable | undefined;
  try {
    const response = await fetch(`${gameServerUrl()}/api/tables`);
    listed = ((await response.json()) as ListedTable[]).find((table) => table.code === code);
  } catch {
    return;
  }
  if (!listed || !prompt.form.isConnected) return;
  if (listed.status === "lobby" && listed.seated < listed.players) return;
  const text = document.createElement("p");
  text.textContent = t("askName.fullText", { code });
  prompt.label.replaceWith(text);
  prompt.join.remove();
  prompt.watch.className = "primary";
  prompt.watch.textContent = t("askName.watchGame");
  prompt.form.dataset.full = "true";
  prompt.watch.focus();
}

/**
 * Takes a seat with a phone code (a scanned QR code or a typed short code) and remembers, for this tab, that it is
 * that seat's hand: a reload opens on the hand again.
 */
async function joinAsHand(
  tables: typeof import("./net/TableConnection").TableConnection,
  code: string,
  pair: string,
): Promise<TableConnection> {
  const connection = await tables.joinWithPairCode(code, pair, playerName());
  sessionStorage.setItem(`trickerion:hand:${connection.code}`, "1");
  return connection;
}

/** A phone's player view (not a big screen's board mode): its first screen is its hand, without the board. */
function phoneHand(): boolean {
  return document.body.dataset.layout === "phone" && !document.body.classList.contains("board-mode");
}

/** What a phone's hand paints first and largest: its status line and its action panel. */
const HAND_CONTENT = "#status-line, #actions";

/**
 * Runs `work` once the browser reports the hand's content painted as the page's largest so far (a
 * `largest-contentful-paint` entry, which comes after the frame is presented), or after a second if it never does
 * (another element was larger, or the browser has no such entries).
 */
function afterHandPainted(work: () => void): void {
  const since = performance.now();
  let done = false;
  let observer: PerformanceObserver | null = null;
  const go = (): void => {
    if (done) return;
    done = true;
    observer?.disconnect();
    work();
  };
  if (PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
    observer = new PerformanceObserver((list) => {
      // This drawing's paint, not an earlier one's (the status line shows before the game is known).
      const painted = list
        .getEntries()
        .some((e) => e.startTime >= since && (e as { element?: Element | null }).element?.closest(HAND_CONTENT));
      if (painted) go();
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  }
  setTimeout(go, 1_000);
}

/**
 * Runs `work` once the page has loaded and is idle, to fetch what the next screen needs without competing with
 * what this one is still fetching.
 */
function whenIdle(work: () => void): void {
  const idle = (): void => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(work, { timeout: 3_000 });
    else setTimeout(work, 500);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}
