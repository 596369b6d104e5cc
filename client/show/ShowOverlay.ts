import { Container, Graphics } from "pixi.js";
import { PERFORMANCE_BY_ID } from "../../shared/data/performances";
import type { GameEvent, GameState, GameView, TheaterCard } from "../../shared/engine";
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  drawPerformanceCard,
  guestCentre,
  guestMarkers,
  slotCentre,
} from "../board/PerformanceCardView";
import { HIGHLIGHT, seatColour } from "../board/palette";
import { cardPlacement } from "../board/TheaterView";
import { fameChipCentre } from "../board/TracksView";
import type { Tooltip } from "../board/tooltip";
import type { BoardEvents, BoardModel } from "../board/model";
import { NO_PICK } from "../board/pieces";
import { text } from "../board/widgets";
import { easeInOut, linear, Timeline } from "./timeline";
import { SHOW_TIMES } from "./showTimes";
import { t as translate } from "../i18n";

type ShowEvent = Extract<GameEvent, { type: "show" }>;

/** What the overlay needs from the board: where things are, and a render after each frame. */
export interface ShowStage {
  origins(): { theater: { x: number; y: number }; tracks: { x: number; y: number } };
  invalidate(): void;
}

const gainText = (fame: number, coins: number, shards: number): string =>
  [fame && `+${fame}★`, coins && `+${coins}¢`, shards && `+${shards}◆`].filter(Boolean).join(" ") || "0";

/**
 * One show drawn over the board: the performed card (as it was, with its markers) lights up in place, each
 * marker's yield appears at the marker, the gains fly to their owners' Fame chips on the tracks, and the
 * markers go home. Returns the timeline; the caller advances it.
 */
/** The show's card is a picture, not a piece: drawn for no viewer, outside any phase, so it offers nothing. */
function passiveModel(names: readonly string[]): BoardModel {
  const game = { phase: "setup", placement: null, weekday: null, theaterCards: [] } as unknown as GameState;
  return {
    view: game as unknown as GameView,
    game,
    names,
    viewer: null,
    mySeats: [],
    placeTargets: new Map(),
    legal: [],
    pick: NO_PICK,
  };
}
const NO_EVENTS = new Proxy({}, { get: () => () => undefined }) as BoardEvents;

export function showTimeline(
  layer: Container,
  stage: ShowStage,
  e: ShowEvent,
  card: TheaterCard | null,
  cardCount: number,
  fameRank: (seat: number) => number,
  names: readonly string[],
  tooltip: Tooltip,
): Timeline {
  const { theater, tracks } = stage.origins();
  const at = cardPlacement(e.slot, Math.max(cardCount, e.slot + 1));
  const root = new Container();
  root.position.set(theater.x + at.x, theater.y + at.y);
  root.scale.set(at.scale);
  root.alpha = 0;
  layer.addChild(root);

  // The card as it was at the show (the board already shows it emptied), lit in gold.
  const glow = new Graphics()
    .roundRect(-6, -6, CARD_WIDTH + 12, CARD_HEIGHT + 12, 12)
    .fill({ color: HIGHLIGHT, alpha: 0.35 })
    .stroke({ width: 4, color: HIGHLIGHT });
  const shown: TheaterCard = card && card.id === e.card ? card : { id: e.card, markers: {} };
  const face = drawPerformanceCard(shown, e.slot, passiveModel(names), NO_EVENTS, tooltip);
  const markers = face.children.filter((c) => typeof c.label === "string" && c.label.startsWith("marker"));
  const banner = text(
    translate("show.banner", { name: names[e.seat] ?? translate("show.seat", { n: e.seat + 1 }) }),
    12,
    { fontWeight: "bold", fill: HIGHLIGHT },
  );
  banner.anchor.set(0.5, 1);
  banner.position.set(CARD_WIDTH / 2, -8);
  root.addChild(glow, face, banner);

  const def = PERFORMANCE_BY_ID[e.card];
  const slotOf = new Map(Object.entries(shown.markers).map(([slot, m]) => [`${m.seat}:${m.trick}`, slot]));
  const labels: { node: Container; seat: number; from: { x: number; y: number } }[] = [];
  e.yields.forEach(([seat, trick, , fame, coins, shards]) => {
    const slotId = slotOf.get(`${seat}:${trick}`);
    const guest = guestMarkers(shown).findIndex(([k]) => k === slotId);
    const sd = def.slots.find((s) => s.id === slotId) ?? def.slots[0]!;
    // A Guest Performer marker (A06) yields from its place beside the spaces.
    const [x, y] = guest >= 0 ? guestCentre(guest) : slotCentre(sd.x, sd.y);
    labels.push({ node: yieldLabel(gainText(fame, coins, shards), seat), seat, from: { x, y: y - 18 } });
  });
  const [links, cf, cc, cs, sf, sc, ss] = e.bonus;
  labels.push({
    node: yieldLabel(translate("show.bonus", { gains: gainText(links + cf + sf, cc + sc, cs + ss) }), e.seat),
    seat: e.seat,
    from: { x: CARD_WIDTH / 2, y: CARD_HEIGHT - 30 },
  });
  for (const l of labels) {
    l.node.position.set(l.from.x, l.from.y);
    l.node.alpha = 0;
    root.addChild(l.node);
  }

  const T = SHOW_TIMES;
  const tl = new Timeline();
  tl.add(0, T.light, (t) => (root.alpha = t));
  labels.forEach((l, i) => {
    const start = T.light + (i * T.yields) / Math.max(1, labels.length);
    tl.add(start, 150, (t) => {
      l.node.alpha = t;
      l.node.scale.set(0.6 + 0.4 * t);
    });
  });
  // Gains fly to the owner's Fame chip on the tracks (in the card's coordinates: undo its offset and scale).
  const flyAt = T.light + T.yields + T.hold;
  for (const l of labels) {
    const chip = fameChipCentre(fameRank(l.seat));
    const to = { x: (tracks.x + chip.x - root.x) / at.scale, y: (tracks.y + chip.y - root.y) / at.scale };
    tl.add(
      flyAt,
      T.fly,
      (t) => {
        l.node.position.set(l.from.x + (to.x - l.from.x) * t, l.from.y + (to.y - l.from.y) * t);
        l.node.alpha = 1 - 0.6 * t;
      },
      easeInOut,
    );
  }
  // The markers go home, then the card's light goes out.
  tl.add(flyAt, T.fly, (t) => markers.forEach((m) => (m.alpha = 1 - t)), linear);
  tl.add(flyAt + T.fly, T.home, (t) => (root.alpha = 1 - t), linear);
  tl.onEnd(() => root.destroy({ children: true }));
  return tl;
}

function yieldLabel(value: string, seat: number): Container {
  const c = new Container();
  const t = text(value, 13, { fontWeight: "bold", fill: 0x1b1322 });
  t.anchor.set(0.5);
  const w = t.width + 12;
  c.addChild(
    new Graphics()
      .roundRect(-w / 2, -11, w, 22, 11)
      .fill(seatColour(seat))
      .stroke({ width: 2, color: 0x1b1322 }),
    t,
  );
  c.label = `yield ${seat}`;
  return c;
}
