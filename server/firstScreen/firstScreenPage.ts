import { SEAT_MARKER_BOX, seatMarkerShape } from "../../client/board/palette";
import type { ListingEntry } from "../rooms/listing";
import {
  boardLoadingWords,
  type FirstScreenLanguage,
  seatWords,
  spectatorStatus,
  tableWord,
  topBarWords,
} from "./firstScreenWords";

/** Text for HTML, in an element or an attribute: a player named `<img src=x onerror=…>` reads as those characters. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A seat's marker as the lobby panel draws it (client/board/palette.ts `seatMarker`), so nothing moves when it does. */
function markerSvg(seat: number): string {
  const attributes = (values: Record<string, string | number>): string =>
    Object.entries(values)
      .map(([name, value]) => `${name}="${escapeHtml(String(value))}"`)
      .join(" ");
  const { tag, attributes: shape } = seatMarkerShape(seat);
  return `<svg ${attributes(SEAT_MARKER_BOX)}><${tag} ${attributes(shape)}></${tag}></svg>`;
}

/**
 * Sets the page's layout before its first paint, as client/layout/layout.ts will (the same media queries): the
 * side panel's spacing depends on it, and set later it moved the seats under the status line.
 */
const LAYOUT_SCRIPT =
  '<script>document.body.dataset.layout=matchMedia("(max-width: 480px)").matches?"phone":matchMedia("(min-width: 481px) and (max-width: 1279px)").matches?"tablet":"desktop";</script>';

/**
 * Scrolls the served log's list to its newest line (as the panel keeps it), shows it, and removes itself. It goes at
 * the end of the page's body, after everything that sets the list's height: reading
 * `scrollHeight` lays the page out at once, and right after the list it did so with the chat's frame, the settings
 * and the status under it not yet parsed. That layout (the page's whole first screen, ~75 ms at Lighthouse's 4×
 * CPU) ran inside the HTML's parse, the rest of the page was laid out again after it, and the list, shrunk by
 * what came later, kept the scroll it had then: a running table's newest lines were below its bottom edge (issue 30).
 */
const LOG_SCROLL_SCRIPT =
  '<script id="first-screen-end">{const l=document.querySelector("#log .log-lines");l.scrollTop=l.scrollHeight;l.style.visibility="";document.currentScript.remove();}</script>';

/**
 * Holds the page's rendering until the whole first screen is parsed (the HTML standard's `<link rel=expect
 * blocking=render>`, Chromium 124 on; other browsers ignore it and paint as before): the page's first frame is the
 * whole first screen, its log scrolled. Without it the parser stopped mid-page (the HTML is ~35 KB), the browser
 * painted the top bar alone, then parsed and laid out the rest, log and all (~100 ms at Lighthouse's 4× CPU), in a
 * task after that first contentful paint: Total Blocking Time counted it, and that intermediate frame's style,
 * layout and paint were work the page did twice (issue 30). The target is LOG_SCROLL_SCRIPT, at the page's end
 * (rendering resumes when the parser is past it, or at the end of the parse at the latest).
 */
const RENDER_WHOLE_FIRST_SCREEN = '<link rel="expect" href="#first-screen-end" blocking="render">';

/** One replacement of the shell; a shell without its mark (a changed index.html) gets no first screen at all. */
type Edit = [mark: string, replacement: string];

/**
 * A board-mode link's page (`/watch/CODE`) with the table's public first screen already in it: the table's code, the
 * status line a spectator reads, who sits where and that the board is being drawn, in the reader's language, laid out as the page will lay it out
 * (the table's section shown, body classes and data-status set), so the first paint says what is going on while the
 * board's code loads. The page's own scripts then write into the same elements (TableScreen: the status line,
 * lobbyPanel: the seats) and keep them live. Only what the lobby listing holds goes in: every spectator may read it.
 * `panels`, for a running table: the game log's panel with its newest lines, the script at the page's end that
 * scrolls it (firstScreenLog.ts, from a spectator's history; LogPanel takes its elements over) and the chat's empty frame
 * under it (firstScreenChat.ts), so the log has its final height from the first paint.
 * Undefined when the shell lacks one of the marks it edits.
 */
export function watchPageWithFirstScreen(
  shell: string,
  code: string,
  entry: ListingEntry,
  lng: FirstScreenLanguage,
  panels: { log?: string; chat?: string } = {},
): string | undefined {
  const words = seatWords(lng);
  const seats = entry.names
    .map(
      (name, seat) =>
        `<li><span class="seat-who">${markerSvg(seat)}${escapeHtml(name || words.open(seat + 1))}</span><span class="seat-kind"></span></li>`,
    )
    .join("");
  const table = escapeHtml(tableWord(lng));
  const modules = words.modules(entry);
  // The page about to join is one more watcher: the panel will count it, so the first screen does (nothing moves).
  const lobby = [
    `<h3>${escapeHtml(entry.status === "lobby" ? words.waiting : words.seats)}</h3>`,
    modules ? `<p class="note table-modules">${escapeHtml(modules)}</p>` : "",
    `<ol>${seats}</ol>`,
    `<p class="note">${escapeHtml(words.watching(entry.spectators + 1))}</p>`,
    // A lobby tells a spectator they are watching (lobbyPanel's note for a page without a seat).
    entry.status === "lobby" ? `<p class="note">${escapeHtml(words.watchingTable)}</p>` : "",
  ].join("");
  const edits: Edit[] = [
    ['<html lang="en">', `<html lang="${lng}" class="first-screen">`],
    [
      "<body>",
      `<body class="at-table board-mode" data-status="${entry.status === "lobby" ? "lobby" : "playing"}">${LAYOUT_SCRIPT}`,
    ],
    ['<span data-i18n="top.table">Table</span>', `<span data-i18n="top.table">${table}</span>`],
    ['<div id="table-info" class="table-info" hidden>', '<div id="table-info" class="table-info">'],
    [
      '<strong id="table-code" data-testid="table-code"></strong>',
      `<strong id="table-code" data-testid="table-code">${escapeHtml(code)}</strong>`,
    ],
    ['<h2 class="sr-only" data-i18n="top.table">Table</h2>', `<h2 class="sr-only" data-i18n="top.table">${table}</h2>`],
    ['<section id="table" class="table" hidden>', '<section id="table" class="table">'],
    // The board's place says the board is coming; TableScreen.makeBoard puts the same words there and removes them
    // once the canvas is in.
    [
      '<div id="board" class="board"></div>',
      `<div id="board" class="board"><p class="board-wait">${escapeHtml(boardLoadingWords(lng))}</p></div>`,
    ],
    [
      '<p id="status-line" class="status-line" data-testid="status-line"></p>',
      `<p id="status-line" class="status-line" data-testid="status-line">${escapeHtml(spectatorStatus(entry, lng))}</p>`,
    ],
    [
      '<div id="lobby" class="lobby" aria-label="Seats" data-i18n-aria-label="lobby.seats"></div>',
      `<div id="lobby" class="lobby" aria-label="${escapeHtml(words.seats)}" data-i18n-aria-label="lobby.seats">${lobby}</div>`,
    ],
    ...(panels.log
      ? ([
          ['<div id="log" class="log"></div>', `<div id="log" class="log">${panels.log}</div>`],
          // Scrolled once the whole page is parsed: one layout, with the list in its final height (firstScreenLog.ts),
          // and painted then, in one first frame.
          ["</head>", `${RENDER_WHOLE_FIRST_SCREEN}</head>`],
          ["</body>", `${LOG_SCROLL_SCRIPT}</body>`],
        ] as Edit[])
      : []),
    ...(panels.chat
      ? ([
          [
            '<div id="chat" class="chat" data-testid="chat"></div>',
            `<div id="chat" class="chat" data-testid="chat">${panels.chat}</div>`,
          ],
        ] as Edit[])
      : []),
  ];
  return applyEdits(shell, [...edits, ...topBarEdits(lng)]);
}

/**
 * Shows a phone's hand's first screen before its scripts run (`/t/CODE#pair=…` at a phone's width, in the secret
 * planning): the pair code is in the fragment, which only the page sees, so the page decides. A hand opens on its
 * workshop tab (client/main.ts), where the status line heads the panel right under the top bar.
 */
/** In the browser: whether this page is a phone's hand (a phone code in the fragment, which no server sees). */
export const IS_PHONE_HAND = '/^#pair=[A-Za-z0-9]{6}$/.test(location.hash)&&matchMedia("(max-width: 480px)").matches';

/** Whether a table link's page has a hand's first screen to show (during the planning: tablePageWithFirstScreen). */
export const handFirstScreen = (entry: ListingEntry): boolean =>
  entry.status === "playing" && entry.phase === "assignment";

const HAND_SCRIPT =
  `<script>if(${IS_PHONE_HAND}){document.documentElement.classList.add("first-screen");` +
  'Object.assign(document.body.dataset,{layout:"phone",tab:"workshop",status:"playing"});document.body.classList.add("at-table");}</script>';
/** After the table's section: it shows with the hand's first screen (the script above ran before the top bar painted). */
const HAND_SECTION_SCRIPT =
  '<script>if(document.documentElement.classList.contains("first-screen"))document.getElementById("table").hidden=false;</script>';

/**
 * A table link's page (`/t/CODE`) with the table's public status line and code in it. Shown at once only by a phone's
 * hand during the secret planning (HAND_SCRIPT): any other visitor may become a seat, a lobby or a seat's question,
 * each laid out differently, and sees the page as before (the words wait hidden until the page's scripts replace
 * them). The code in the top bar shows as main.ts shows it for every table link.
 * Undefined when the shell lacks one of the marks it edits.
 */
export function tablePageWithFirstScreen(
  shell: string,
  code: string,
  entry: ListingEntry,
  lng: FirstScreenLanguage,
): string | undefined {
  const table = escapeHtml(tableWord(lng));
  const planning = handFirstScreen(entry);
  const edits: Edit[] = [
    ['<html lang="en">', `<html lang="${lng}">`],
    ['<span data-i18n="top.table">Table</span>', `<span data-i18n="top.table">${table}</span>`],
    ['<div id="table-info" class="table-info" hidden>', '<div id="table-info" class="table-info">'],
    [
      '<strong id="table-code" data-testid="table-code"></strong>',
      `<strong id="table-code" data-testid="table-code">${escapeHtml(code)}</strong>`,
    ],
    [
      '<p id="status-line" class="status-line" data-testid="status-line"></p>',
      `<p id="status-line" class="status-line" data-testid="status-line">${escapeHtml(spectatorStatus(entry, lng))}</p>`,
    ],
    ["<body>", `<body>${planning ? HAND_SCRIPT : ""}`],
    [
      '<p id="status" class="status" role="status"></p>',
      `${planning ? HAND_SECTION_SCRIPT : ""}<p id="status" class="status" role="status"></p>`,
    ],
  ];
  return applyEdits(shell, [...edits, ...topBarEdits(lng)]);
}

/** The top bar's words in the reader's language, as the page will write them. */
function topBarEdits(lng: FirstScreenLanguage): Edit[] {
  const words = topBarWords(lng);
  return [
    ['<span data-i18n="brand.sub">digital table</span>', `<span data-i18n="brand.sub">${escapeHtml(words.sub)}</span>`],
    [
      'data-i18n="top.copyLink" data-i18n-title="top.copyLinkTitle">Copy link</button>',
      `data-i18n="top.copyLink" data-i18n-title="top.copyLinkTitle" title="${escapeHtml(words.copyLinkTitle)}">${escapeHtml(words.copyLink)}</button>`,
    ],
  ];
}

function applyEdits(shell: string, edits: readonly Edit[]): string | undefined {
  let page = shell;
  for (const [mark, replacement] of edits) {
    const at = page.indexOf(mark);
    if (at < 0) return undefined;
    page = page.slice(0, at) + replacement + page.slice(at + mark.length);
  }
  return page;
}
