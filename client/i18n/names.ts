import { PROPHECIES } from "../../shared/data/prophecies";
import type { Category, CharacterType, ComponentId, DieGroup, DieId, LocationId, MagicianId, TheaterName, TrickId, Weekday } from "../../shared/data";

// Names of the game's things in each language, keyed by the data's ids (shared/data). The rules
// terms Fama, Monedas and Fragmentos are those of the Spanish edition; every other Spanish name
// here is a faithful translation of the English card text, not checked against printed Spanish
// cards (we have no copy of them): docs/i18n.md keeps that list.

type Names = {
  trick: Record<TrickId, string>;
  component: Record<ComponentId, string>;
  character: Record<CharacterType, string>;
  location: Record<LocationId, string>;
  /** A location's word on the small tag of an assignment card under a character (one short word; the tooltip has the full name). */
  locationShort: Record<LocationId, string>;
  weekday: Record<Weekday, string>;
  category: Record<Category, string>;
  magician: Record<MagicianId, string>;
  theater: Record<TheaterName, string>;
  die: Record<DieId, string>;
  dieGroup: Record<DieGroup, string>;
  resource: { fame: string; coins: string; shards: string; ap: string };
  /** Dark Alley Special assignment cards (A06–A45). */
  /** Dark Alley prophecies: they have no names, only their text (shown as it is, in quotes). */
  prophecy: Record<string, string>;
};

export const namesEn: Names = {
  trick: {
    T01: "Enchanted Butterflies", T02: "Rabbit from the Top Hat", T03: "Pub-In-A-Bottle", T04: "Card Manipulation",
    T05: "Self Decapitation", T06: "Paper Shred", T07: "Shattered Mirror", T08: "Fishing in the Air",
    T09: "Mutilation", T10: "Stairs of Water", T11: "Beast Within", T12: "Vanishing Elephant",
    T13: "Mind Reading", T14: "Breath of Life", T15: "Spirit Hand", T16: "Window to the Otherworld",
    T17: "Floating Table", T18: "Future Sight", T19: "Pepper's Ghost", T20: "Ghost Trap",
    T21: "Balsamo's Skull", T22: "Séance", T23: "Skeleton Dance", T24: "Metamorphosis",
    T25: "Barricaded Barrels", T26: "Stocks Escape", T27: "Burning Mummy", T28: "Water Tank Escape",
    T29: "Prison Break", T30: "Zig Zag Lady", T31: "Walled", T32: "Wolf Cage",
    T33: "Buried Alive", T34: "Assistant's Revenge", T35: "Iron Maiden", T36: "Transported Man",
    T37: "Linking Rings", T38: "Living Piano", T39: "Chinese Sticks", T40: "Levitation",
    T41: "Mechanical Hornet", T42: "Sawing the Assistant in Half", T43: "Vanishing Bird Cage", T44: "Bullet Catch",
    T45: "Aztec Lady", T46: "Horror Saws", T47: "Automaton", T48: "Hellhound",
  },
  component: {
    wood: "Wood", metal: "Metal", glass: "Glass", fabric: "Fabric", rope: "Rope", petroleum: "Petroleum",
    saw: "Saw", animal: "Animal", padlock: "Padlock", mirror: "Mirror", disguise: "Disguise", cog: "Cog",
  },
  character: { magician: "Magician", engineer: "Engineer", manager: "Manager", assistant: "Assistant", apprentice: "Apprentice" },
  location: { downtown: "Downtown", market_row: "Market Row", workshop: "Workshop", theater: "Theater", dark_alley: "Dark Alley" },
  locationShort: { downtown: "Town", market_row: "Market", workshop: "Shop", theater: "Stage", dark_alley: "Alley" },
  weekday: { thursday: "Thursday", friday: "Friday", saturday: "Saturday", sunday: "Sunday" },
  category: { optical: "Optical", spiritual: "Spiritual", escape: "Escape", mechanical: "Mechanical" },
  magician: {
    M01: "Master of Chains", M02: "The Great Optico", M03: "Priestess of Mysticism", M04: "The Mechaniker",
    M05: "The Red Lotus", M06: "The Gentleman", M07: "Yoruba Spiritmaster", M08: "Electra",
  },
  theater: { riverside_theater: "Riverside Theater", grand_magorian: "Grand Magorian", magnus_pantheon: "The Magnus Pantheon" },
  die: { trick_A: "Trick die A", trick_B: "Trick die B", inn_specialist: "Specialist die", inn_apprentice: "Apprentice die", bank_A: "Bank die A", bank_B: "Bank die B" },
  dieGroup: { dahlgaard_residence: "Dahlgaard Residence", inn: "Inn", bank: "Bank" },
  resource: { fame: "Fame", coins: "Coins", shards: "Shards", ap: "AP" },
  prophecy: Object.fromEntries(PROPHECIES.map((p) => [p.id, p.text])),
};

export const namesEs: Names = {
  trick: {
    T01: "Mariposas encantadas", T02: "Conejo de la chistera", T03: "Taberna en una botella", T04: "Manipulación de cartas",
    T05: "Autodecapitación", T06: "Papel triturado", T07: "Espejo roto", T08: "Pescar en el aire",
    T09: "Mutilación", T10: "Escalera de agua", T11: "La bestia interior", T12: "El elefante que desaparece",
    T13: "Lectura de mentes", T14: "Aliento de vida", T15: "Mano espiritual", T16: "Ventana al más allá",
    T17: "Mesa flotante", T18: "Visión del futuro", T19: "El fantasma de Pepper", T20: "Trampa para fantasmas",
    T21: "La calavera de Bálsamo", T22: "Sesión de espiritismo", T23: "Danza de esqueletos", T24: "Metamorfosis",
    T25: "Barriles atrancados", T26: "Escape del cepo", T27: "Momia en llamas", T28: "Escape del tanque de agua",
    T29: "Fuga de la prisión", T30: "La mujer zigzag", T31: "Emparedado", T32: "Jaula del lobo",
    T33: "Enterrado vivo", T34: "La venganza de la ayudante", T35: "La doncella de hierro", T36: "El hombre transportado",
    T37: "Anillas enlazadas", T38: "El piano viviente", T39: "Palillos chinos", T40: "Levitación",
    T41: "Avispón mecánico", T42: "Serrar a la ayudante por la mitad", T43: "La jaula que desaparece", T44: "Atrapar la bala",
    T45: "La dama azteca", T46: "Sierras del horror", T47: "Autómata", T48: "Perro del infierno",
  },
  component: {
    wood: "Madera", metal: "Metal", glass: "Cristal", fabric: "Tela", rope: "Cuerda", petroleum: "Petróleo",
    saw: "Sierra", animal: "Animal", padlock: "Candado", mirror: "Espejo", disguise: "Disfraz", cog: "Engranaje",
  },
  character: { magician: "Mago", engineer: "Ingeniero", manager: "Gerente", assistant: "Ayudante", apprentice: "Aprendiz" },
  location: { downtown: "Centro", market_row: "Calle del Mercado", workshop: "Taller", theater: "Teatro", dark_alley: "Callejón Oscuro" },
  locationShort: { downtown: "Centro", market_row: "Mercado", workshop: "Taller", theater: "Teatro", dark_alley: "Callejón" },
  weekday: { thursday: "Jueves", friday: "Viernes", saturday: "Sábado", sunday: "Domingo" },
  category: { optical: "Óptico", spiritual: "Espiritual", escape: "Escapismo", mechanical: "Mecánico" },
  magician: {
    M01: "El Señor de las Cadenas", M02: "El Gran Óptico", M03: "La Sacerdotisa del Misticismo", M04: "El Mecaniker",
    M05: "El Loto Rojo", M06: "El Caballero", M07: "El Maestro de Espíritus Yoruba", M08: "Electra",
  },
  theater: { riverside_theater: "Teatro de la Ribera", grand_magorian: "Gran Magorian", magnus_pantheon: "El Panteón Magnus" },
  die: { trick_A: "Dado de truco A", trick_B: "Dado de truco B", inn_specialist: "Dado de especialista", inn_apprentice: "Dado de aprendiz", bank_A: "Dado de banco A", bank_B: "Dado de banco B" },
  dieGroup: { dahlgaard_residence: "Residencia Dahlgaard", inn: "Posada", bank: "Banco" },
  resource: { fame: "Fama", coins: "Monedas", shards: "Fragmentos", ap: "PA" },
  prophecy: {
    P01: "Cada personaje tiene una base de solo 1 Punto de Acción.",
    P02: "Siempre que recibas uno o más Fragmentos, recibes 1 Fragmento adicional.",
    P03: "Siempre que recibas uno o más Fragmentos, también ganas 2 de Fama.",
    P04: "Los tipos de componente que hay en la zona de encargos también se pueden comprar con acciones de Comprar.",
    P05: "'Robar más cartas' cuesta 1 PA.",
    P06: "Todas las bonificaciones del actor se duplican este turno.",
    P07: "'Tomar monedas' da el doble de lo que muestra el dado elegido.",
    P08: "'Potenciar personaje' da 2 PA en lugar de 1.",
    P09: "Durante la colocación de personajes, cada jugador puede colocar dos personajes por turno.",
    P10: "Montar un truco de Escapismo da 2 de Fama al momento.",
    P11: "El viernes tiene un modificador de rendimiento de −1 de Fama / −1 Moneda (como el jueves).",
    P12: "'Aprender truco' cuesta 1 PA.",
    P13: "Montar un truco Mecánico da 2 de Fama al momento.",
    P14: "Durante la fase de actuaciones, todo rendimiento en Monedas se recibe como Fama.",
    P15: "Si te anunciaste este turno, tus aprendices tienen +1 PA de base.",
    P16: "El jueves y el domingo no tienen modificadores de rendimiento.",
    P17: "Montar un truco Óptico da 2 de Fama al momento.",
    P18: "Usar una casilla de +2 PA en el Centro, la Calle del Mercado o el Callejón Oscuro cuesta 3 Monedas.",
    P19: "En la fase de actuaciones, el modificador de rendimiento del actor se aplica a todos los demás jugadores de esa actuación (en lugar del suyo).",
    P20: "Las cartas de asignación no se revelan todas a la vez; cada una se revela justo antes de colocar su personaje.",
    P21: "Cada componente cuesta 2 Monedas al comprarlo.",
    P22: "El sábado tiene un modificador de rendimiento de +1 de Fama / +1 Moneda (como el domingo).",
    P23: "Montar un truco Espiritual da 2 de Fama al momento.",
    P24: "'Tomar monedas' cuesta 1 PA.",
    P25: "'Contratar personaje' cuesta 1 PA.",
    P26: "'Potenciar personaje' se puede usar en el Teatro.",
    P27: "Los personajes deben colocarse en la casilla disponible con el menor modificador de PA.",
  },
};
