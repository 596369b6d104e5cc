// Replay a game record and print the final state: npm run replay -- <record.json> [--json] [--at N]
// Exits 1 when the record is invalid, naming the first refused action's index and error code.

import { readFileSync } from "node:fs";
import { MAGICIAN_BY_ID } from "../shared/data/magicians";
import { TRICK_BY_ID } from "../shared/data/tricks";
import { CHARACTER_IDS, replayRecord, scores, viewFor, type GameRecord, type GameState } from "../shared/engine";

function usage(): never {
  console.error("usage: npm run replay -- <record.json> [--json] [--at N]");
  process.exit(2);
}

function summary(s: GameState, applied: number): string {
  const lines: string[] = [];
  lines.push(`${s.options.players} players, seed ${JSON.stringify(s.seed)}, ${applied} actions applied`);
  lines.push(`turn ${s.turn}, phase ${s.phase}, initiative ${s.initiative.join(" > ")}`);
  lines.push(
    `market: buy ${s.market.buy.join(", ")}; order ${s.market.order.map((o) => o ?? "-").join(", ")}; quick ${s.market.quick ?? "-"}`,
  );
  lines.push(
    `theater cards: ${s.theaterCards.map((c) => (c ? `${c.id}(${Object.keys(c.markers).length})` : "-")).join(" ")}; deck ${s.deck.length}`,
  );
  const sc = scores(s);
  for (const p of s.players) {
    const magician = p.magician ? MAGICIAN_BY_ID[p.magician].name : "(no magician)";
    const team = CHARACTER_IDS.filter((id) => p.characters[id].status !== "supply").join(" ");
    const tricks = p.tricks
      .map((t) => `${TRICK_BY_ID[t.id].name}${t.markers ? `[${t.markers}]` : ""}${t.engineerSlot ? "*" : ""}`)
      .join(", ");
    const comps = Object.entries(p.components)
      .map(([k, n]) => `${n} ${k}`)
      .join(", ");
    lines.push(`seat ${p.seat} ${magician}: fame ${p.fame}, coins ${p.coins}, shards ${p.shards}`);
    lines.push(`    team: ${team}; tricks: ${tricks || "-"}; components: ${comps || "-"}`);
  }
  if (sc.over) {
    for (const f of sc.final ?? []) {
      lines.push(
        `final seat ${f.seat}: ${f.fameBefore} fame + ${f.shards} shards + ${Math.floor(f.coins / 3)} (coins ${f.coins}) + ${2 * f.apprentices} apprentices + ${3 * f.specialists} specialists = ${f.total}`,
      );
    }
    lines.push(`winner: seat ${sc.winner} (ranking ${sc.ranking.join(" > ")})`);
  }
  return lines.join("\n");
}

function main(argv: string[]): void {
  const file = argv.find((a, i) => !a.startsWith("--") && argv[i - 1] !== "--at");
  if (!file) usage();
  const atIdx = argv.indexOf("--at");
  let at: number | undefined;
  if (atIdx >= 0) {
    at = Number(argv[atIdx + 1]);
    if (!Number.isInteger(at) || at < 0) usage();
  }
  let record: GameRecord;
  try {
    record = JSON.parse(readFileSync(file, "utf8")) as GameRecord;
  } catch (e) {
    console.error(`cannot read ${file}: ${(e as Error).message}`);
    process.exit(1);
  }
  const r = replayRecord(record, at === undefined ? {} : { at });
  if (!r.ok) {
    console.error(`invalid record: action #${r.index} refused: ${r.error.code} (${r.error.message})`);
    process.exit(1);
  }
  if (argv.includes("--json")) console.log(JSON.stringify(viewFor(r.state, "spectator"), null, 2));
  else console.log(summary(r.state, r.applied));
}

main(process.argv.slice(2));
