// The game log in Spanish: the same `Catalogue` as the English one (catalogue.ts), sentence by sentence, with the
// names of things from client/i18n/names.ts (Fama, Monedas, Fragmentos as printed in the Spanish edition; the rest
// faithful translations, see docs/i18n.md). Whole sentences per event: no English word order pieced together.

import { SLOT_BY_ID, type Weekday } from "../../shared/data/locations";
import { PERFORMANCE_BY_ID, type PerformanceId } from "../../shared/data/performances";
import type { DieFace } from "../../shared/data/dice";
import { namesEs } from "../i18n/names";
import { alleyNamesEs } from "../i18n/alleyNames";
import type { Catalogue, Names } from "./catalogue";

const num = (n: number): string => new Intl.NumberFormat("es").format(n);
const list = (items: readonly string[]): string => new Intl.ListFormat("es", { style: "long", type: "conjunction" }).format(items);
const signed = (n: number): string => (n > 0 ? `+${num(n)}` : n < 0 ? `−${num(-n)}` : "0");
const monedas = (n: number): string => `${num(n)} ${Math.abs(n) === 1 ? "Moneda" : "Monedas"}`;
const plural = (n: number, one: string, many: string): string => `${num(n)} ${Math.abs(n) === 1 ? one : many}`;
const lookup = <T extends Record<string, string>>(table: T, id: string): string => table[id as keyof T] ?? id;

/** "Centro", "Calle del Mercado", "su Taller", "el Teatro": places as a sentence names them. */
const PLACE: Record<string, string> = { downtown: "el Centro", market_row: "la Calle del Mercado", workshop: "su Taller", theater: "el Teatro", dark_alley: "el Callejón Oscuro" };
const DOUBLED: Record<string, string> = { fame: "rendimiento de Fama", coins: "rendimiento de Monedas", shards: "rendimiento de Fragmentos" };
const DECK: Record<string, string> = { downtown: "del Centro", market_row: "de la Calle del Mercado", workshop: "del Taller", theater: "del Teatro" };

function face(f: DieFace): string {
  if (typeof f === "number") return monedas(f);
  if (f === "X") return "X (usado)";
  if (f === "any") return "cualquier categoría";
  return lookup(namesEs.category, f) !== f ? lookup(namesEs.category, f) : lookup(namesEs.character, f);
}

const spanishNames: Names = {
  trick: (id) => lookup(namesEs.trick, id),
  component: (id) => lookup(namesEs.component, id),
  components: (ids) => (ids.length ? list(ids.map((id) => lookup(namesEs.component, id))) : "nada"),
  card: (id) => {
    const def = PERFORMANCE_BY_ID[id as PerformanceId];
    return def ? namesEs.theater[def.theater] : id;
  },
  character: (id) => lookup(namesEs.character, String(id).replace(/\d$/, "")),
  slot(id) {
    const def = SLOT_BY_ID[id];
    if (!def) return id;
    const mod = def.apModifier >= 0 ? `+${def.apModifier}` : `−${-def.apModifier}`;
    const day = lookup(namesEs.weekday, def.weekday ?? "");
    if (def.location === "theater") return def.stage ? `el escenario del ${day}` : `los bastidores del ${day} (${mod} PA)`;
    return `la casilla ${id.slice(-1)} de ${PLACE[def.location] ?? def.location} (${mod} PA)`;
  },
  die: (id) => lookup(namesEs.die, id).replace(/^D/, "d"),
  face,
  weekday: (day: Weekday) => lookup(namesEs.weekday, day),
  location: (loc) => lookup(namesEs.location, loc),
  magician: (id) => lookup(namesEs.magician, id),
  special: (id) => (id === "A05" ? "la carta del Callejón Oscuro" : (alleyNamesEs.special[id as keyof typeof alleyNamesEs.special] ?? "una carta Especial")),
  prophecy: (id) => `«${(alleyNamesEs.prophecy[id as keyof typeof alleyNamesEs.prophecy] ?? "una profecía desconocida").replace(/\.$/, "")}»`,
};
const n = spanishNames;

export const SPANISH: Catalogue = {
  names: spanishNames,
  seat: (seat) => `Asiento ${num(seat)}`,
  list,
  amounts({ fame, coins, shards }) {
    const parts: string[] = [];
    if (fame) parts.push(`${signed(fame)} de Fama`);
    if (coins) parts.push(`${signed(coins)} ${Math.abs(coins) === 1 ? "Moneda" : "Monedas"}`);
    if (shards) parts.push(`${signed(shards)} ${Math.abs(shards) === 1 ? "Fragmento" : "Fragmentos"}`);
    return parts.join(", ");
  },
  withGains: (sentence, changes) => `${sentence.replace(/\.$/, "")} (${changes.join("; ")}).`,
  act: {
    chooseMagician: (who, a) => `${who} eligió a ${n.magician(a.magician)}.`,
    chooseComponents: (who, a) => `${who} tomó como componentes iniciales: ${n.components(a.components)}.`,
    chooseTrick: (who, a) => `${who} tomó el truco ${n.trick(a.trick)}.`,
    chooseSpecialist: (who, a) =>
      a.components.length
        ? `${who} eligió como especialista al ${n.character(a.specialist)} con ${n.components(a.components)}.`
        : `${who} eligió como especialista al ${n.character(a.specialist)}.`,
    advertise: (who) => `${who} se anunció.`,
    skipAdvertise: (who) => `${who} no se anunció.`,
    assign: (who) => `${who} cambió su plan.`,
    unassign: (who) => `${who} cambió su plan.`,
    confirmAssignments: (who) => `${who} confirmó su plan.`,
    place: (who, a) => `${who} colocó a su ${n.character(a.character)} en ${n.slot(a.slot)}.`,
    leaveInactive: (who, a) => `${who} dejó inactivo a su ${n.character(a.character)}.`,
    enhance: (who) => `${who} potenció a su personaje con un Fragmento (+1 PA).`,
    endPlacement: (who) => `${who} terminó con su personaje.`,
    discardTrick: (who, a) => `${who} descartó el truco ${n.trick(a.trick)}.`,
    returnComponent: (who, a) => `${who} devolvió ${n.component(a.component)} a la reserva.`,
    learnTrick: (who, a) => `${who} aprendió ${n.trick(a.trick)} con el ${n.die(a.die)}.`,
    hireCharacter: (who, a, extra) =>
      extra ? `${who} contrató un ${face(extra)} en la Posada (${n.die(a.die)}).` : `${who} contrató un personaje en la Posada (${n.die(a.die)}).`,
    takeCoins: (who, a) => `${who} tomó Monedas con el ${n.die(a.die)}.`,
    rerollDie: (who, a, extra) => `${who} volvió a tirar el ${n.die(a.die)}: muestra ${extra === null ? "?" : face(extra)}.`,
    setDie: (who, a) => `${who} fijó el ${n.die(a.die)} en ${face(a.face)}.`,
    buy: (who, a) => {
      const what = `${num(a.count)} ${n.component(a.component)}`;
      const bargain = a.bargain ? `, regateando ${num(a.bargain)} PA` : "";
      return a.toManager ? `${who} compró ${what}${bargain}, para el Gerente.` : `${who} compró ${what}${bargain}.`;
    },
    order: (who, a) => `${who} encargó ${n.component(a.component)} para la casilla ${num(a.slot + 1)} del mercado.`,
    quickOrder: (who, a) => `${who} hizo un encargo rápido de ${n.component(a.component)}.`,
    prepare: (who, a) => `${who} preparó ${n.trick(a.trick)}.`,
    moveTrick: (who, a) => `${who} movió ${n.trick(a.trick)} a la casilla del Ingeniero.`,
    moveComponents: (who, a) => `${who} movió su ${n.component(a.component)} a la casilla del Gerente.`,
    moveApprentice: (who, a) => `${who} movió a su ${n.character(a.character)} a la casilla de la Ayudante.`,
    setUpTrick: (who, a) => `${who} montó ${n.trick(a.trick)} en la carta de actuación ${num(a.card + 1)}.`,
    reschedule: (who, a) => `${who} reprogramó un marcador de la carta de actuación ${num(a.fromCard + 1)} a la carta ${num(a.card + 1)}.`,
    perform: (who, a) => `${who} actuó con la carta ${num(a.card + 1)}.`,
    passPerformance: (who) => `${who} decidió no actuar.`,
    passPlacement: (who) => `${who} no colocó un segundo personaje.`,
    assignAlley: (who) => `${who} cambió su plan.`,
    keepSpecial: (who) => `${who} se quedó una carta especial.`,
    useSpecial: (who, a, _extra, x) =>
      `${who} jugó la carta Especial ${x.card ?? "bajo su personaje"}: ${a.use === "ap" ? "+1 PA en lugar de su efecto" : "su efecto"}.`,
    drawSpecial: (who, a, _extra, x) =>
      x.count === null
        ? `${who} robó cartas Especiales del mazo ${DECK[a.deck] ?? a.deck}.`
        : `${who} robó ${plural(x.count, "carta Especial", "cartas Especiales")} del mazo ${DECK[a.deck] ?? a.deck}.`,
    fortuneTelling: (who) => `${who} consultó a la Adivina: las profecías pendientes avanzaron un lugar.`,
    mechanicalEnhancement: (who) => `${who} usó su habilidad Mejora mecánica (+1 PA).`,
    fateWeaving: (who, a) => `${who} usó su habilidad Tejer el destino: ${n.prophecy(a.prophecy)} es ahora la profecía activa.`,
    mimesis: (who, a) => `${who} usó su habilidad Mímesis para copiar ${n.special(a.card)}.`,
    breakingFree: (who) => `${who} usó su habilidad Liberación: un marcador se movió antes de las actuaciones.`,
    supercharge: (who) => `${who} usó su habilidad Sobrecarga: dos marcadores de un truco en un espacio.`,
    trickSteal: (who) => `${who} usó su habilidad Robo de truco: uno de sus marcadores rinde como otro truco en su actuación.`,
    soulPossession: (who, a) => `${who} usó su habilidad Posesión del alma: hay que actuar con la carta de actuación ${num(a.card + 1)}.`,
    declineAbility: (who) => `${who} no usó su habilidad.`,
    headhunt: (who) => `${who} contrató en la Posada con una carta especial.`,
    massRecruitment: (who) => `${who} contrató en la Posada con una carta especial.`,
    smuggle: (who) => `${who} consiguió componentes con una carta especial.`,
    barter: (who) => `${who} consiguió componentes con una carta especial.`,
    componentSale: (who) => `${who} consiguió componentes con una carta especial.`,
    orderNow: (who) => `${who} consiguió componentes con una carta especial.`,
    unstablePrototype: (who) => `${who} preparó un truco con una carta especial.`,
    replacableParts: (who) => `${who} preparó un truco con una carta especial.`,
    investments: (who) => `${who} tomó Monedas y compró componentes con ellas (Inversiones).`,
    shoplift: (who) => `${who} tomó un componente del mercado (Hurto).`,
    trickOverhaul: (who) => `${who} aprendió un truco en lugar de otro (Renovación de truco).`,
    enhanceTrick: (who) => `${who} preparó un truco y le puso un Fragmento (Mejorar truco).`,
    buyingTime: (who) => `${who} intercambió dos cartas de actuación (Ganar tiempo).`,
    streetPerformance: (who) => `${who} quitó un marcador de una carta de actuación por sus rendimientos (Espectáculo callejero).`,
    guestPerformer: (who, a) => `${who} montó ${n.trick(a.trick)} en la carta de actuación ${num(a.card + 1)} como invitado, sin espacio (Artista invitado).`,
    onStagePreparation: (who, a) =>
      `${who} preparó ${n.trick(a.trick)} y puso un marcador directamente en la carta de actuación ${num(a.card + 1)} (Preparación en escena).`,
    hiddenTalent: (who, a) => `${who} cambiará al aprendiz que preparó por el ${n.character(a.specialist)} al volver los personajes (Talento oculto).`,
    hypnoticHire: (who, a, extra) =>
      extra
        ? `${who} contrató un ${face(extra)} que se une enseguida con una carta de ${n.location(a.location)} (Motivación hipnótica).`
        : `${who} contrató un personaje que se une enseguida con una carta de ${n.location(a.location)} (Motivación hipnótica).`,
    logistics: (who, a) => `${who} encargó ${n.component(a.component)} al mercado para este turno (Logística).`,
    grandPremiere: (who, a) => `${who} actuó con la carta ${num(a.card + 1)} con un Gran estreno de ${n.trick(a.trick)}: su ${DOUBLED[a.doubled] ?? a.doubled} se duplicó.`,
    durableComponents: (who, a) =>
      a.trick ? `${who} devolvió un marcador actuado a ${n.trick(a.trick)} (Componentes duraderos).` : `${who} no guardó ningún marcador con Componentes duraderos.`,
  },
  gameStarts: (names) => `Empieza la partida: ${names}.`,
  undone: (who) => `${who} deshace su última acción.`,
  reveal: (plans) => `Se revelan las asignaciones. ${plans}`,
  revealPlan: (who, cards) => `${who}: ${cards}.`,
  revealCard: (character, location) => `${character} → ${location}`,
  noCards: "ninguna carta",
  show: (who, day, card, slot, total) =>
    total ? `${day}: ${who} actuó en ${card} (carta ${num(slot + 1)}) — ${total}.` : `${day}: ${who} actuó en ${card} (carta ${num(slot + 1)}).`,
  yieldLine: (owner, trick, printed, modifier, got) =>
    modifier
      ? `${trick} de ${owner}: ${printed || "nada"}, ${signed(modifier)} de modificador de rendimiento → ${got || "nada (un rendimiento nunca baja de 0)"}.`
      : `${trick} de ${owner}: ${printed || "nada"} → ${got || "nada (un rendimiento nunca baja de 0)"}.`,
  bonusLine: (who, links, card, specialists, got) => {
    const parts = [`${plural(links, "enlace", "enlaces")} (+${num(links)} de Fama)`];
    if (card) parts.push(`carta ${card}`);
    if (specialists) parts.push(`especialistas en escena ${specialists}`);
    return `Bonificación de ${who}: ${parts.join(", ")} → ${got || "nada"}.`;
  },
  otherEffects: (items, causes) => `Efectos del Callejón Oscuro en la actuación${causes ? ` (${causes})` : ""}: ${items}.`,
  cause: {
    enhanced: (trick) => `${trick} mejorado`,
    supercharge: "Sobrecarga",
    steal: "Robo de truco",
    prophecy: (text) => `la profecía activa ${text}`,
  },
  orb: (active) => (active ? `El orbe de la Adivina: la profecía activa es ahora ${active}.` : "El orbe de la Adivina: no hay ninguna profecía activa."),
  orbPending: (items) => `Profecías pendientes: ${items}.`,
  alleyFinalLine: (who, fameBefore, shards, coinPoints, coins, unused, specialFame, bonuses, total) =>
    `${who}: ${num(fameBefore)} de Fama + ${num(shards)} por Fragmentos + ${num(coinPoints)} por ${monedas(coins)} + ${num(specialFame)} por ${plural(unused, "carta Especial sin usar", "cartas Especiales sin usar")}${bonuses ? ` + ${bonuses}` : ""} = ${num(total)} (cada línea como máximo 20).`,
  trickBonus: (trick, fame) => `${num(fame)} por ${trick}`,
  skip: (who, day) => `${day}: el Mago de ${who} está en escena pero ninguno de sus trucos está en una carta de actuación: no hay actuación.`,
  wages(who, due, paid, fameLost) {
    const unpaid = due - paid;
    if (!unpaid) return `${who} pagó ${monedas(due)} de salarios.`;
    return `${who} debía ${monedas(due)} de salarios y pagó ${num(paid)}: ${monedas(unpaid)} sin pagar, −${num(fameLost)} de Fama.`;
  },
  orders: (items) => `Llegaron encargos: ${items}.`,
  orderArrived: (component, slot) => `${component} (casilla ${num(slot + 1)} del mercado)`,
  cards(discarded, dealt, slot) {
    const parts = ["Las cartas de actuación avanzaron una casilla"];
    if (discarded) parts.push(`${discarded} salió de la última casilla y se descartó`);
    if (dealt) parts.push(`${dealt} se repartió a la casilla ${num(slot + 1)}`);
    return `${parts.join("; ")}.`;
  },
  turn: (turn, initiative) => `Empieza el turno ${num(turn)}. Iniciativa: ${initiative}.`,
  dice: (items) => `Dados tirados: ${items}.`,
  final: (ranking, winner) => `Fin de la partida. Fama final: ${ranking}. Gana ${winner}.`,
  finalLine: (who, fameBefore, shards, coinPoints, coins, apprentices, apprenticePoints, specialists, specialistPoints, total) =>
    `${who}: ${num(fameBefore)} de Fama + ${num(shards)} por Fragmentos + ${num(coinPoints)} por ${monedas(coins)} + ${num(apprenticePoints)} por ${plural(apprentices, "aprendiz", "aprendices")} + ${num(specialistPoints)} por ${plural(specialists, "especialista", "especialistas")} = ${num(total)}.`,
  phase: {
    setup: "Preparación",
    advertise: "Anuncios",
    assignment: "Asignación",
    placement: "Colocación",
    performance: "Actuaciones",
    endTurn: "Fin del turno",
    gameOver: "Puntuación final",
  },
  turnHeading: (turn) => `Turno ${num(turn)}`,
  nothing: "nada",
};
