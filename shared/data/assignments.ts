// Game facts converted from the project's rules reference (data/*.json); source notes dropped.
// Edit here: this module is the engine's own copy, nothing reads the JSON at run time.

import type { ModuleTag } from "./modules";

/** Locations an assignment card can send a character to. */
export type CardLocation = "downtown" | "market_row" | "workshop" | "theater" | "dark_alley";

export interface PermanentCardDef {
  readonly id: string;
  readonly location: CardLocation;
  /** Copies in the starting hand: base game / with Dark Alley (RULES §4.3, §12.1). */
  readonly handBase: number;
  readonly handDarkAlley: number;
}

export const PERMANENT_CARDS: readonly PermanentCardDef[] = [
  { id: "A01", location: "theater", handBase: 3, handDarkAlley: 2 },
  { id: "A02", location: "downtown", handBase: 2, handDarkAlley: 1 },
  { id: "A03", location: "market_row", handBase: 2, handDarkAlley: 1 },
  { id: "A04", location: "workshop", handBase: 2, handDarkAlley: 1 },
  { id: "A05", location: "dark_alley", handBase: 0, handDarkAlley: 1 },
];

/** Dark Alley Special Assignment cards: catalogue only, no effects implemented yet. */
export interface SpecialCardDef {
  readonly id: string;
  readonly name: string;
  readonly location: CardLocation;
  readonly module: ModuleTag;
  readonly effect: string;
}

export const SPECIAL_CARDS: readonly SpecialCardDef[] = [
  {
    id: "A06",
    name: "Guest Performer",
    location: "theater",
    module: "dark_alley",
    effect:
      "You may set up the marker even if the card has no free slot: put it on any unused area of the card; it is part of that Performance (it sits in no slot, so it cannot form links - inference).",
  },
  {
    id: "A07",
    name: "Orchestral Interlude",
    location: "theater",
    module: "dark_alley",
    effect:
      "Your placed Trick's Link payment is received once for EVERY marker adjacent (through a link circle) to the marker you set up, whether or not the symbols match.",
  },
  {
    id: "A08",
    name: "Headliner Trick",
    location: "theater",
    module: "dark_alley",
    effect: "Every Link you create with this set-up pays twice (Shards included).",
  },
  {
    id: "A09",
    name: "New Twist",
    location: "theater",
    module: "dark_alley",
    effect: "You may set up a marker of a Trick that already has a marker on that same Performance card.",
  },
  {
    id: "A10",
    name: "Buying Time",
    location: "theater",
    module: "dark_alley",
    effect: "After the set-up you may swap the positions of two Performance cards; if you do, gain 3 coins.",
  },
  {
    id: "A11",
    name: "Durable Components",
    location: "theater",
    module: "dark_alley",
    effect:
      "At the end of the Performance phase, one of your performed markers may go back onto its Trick card instead of to your supply.",
  },
  {
    id: "A12",
    name: "Arranged Fiasco",
    location: "theater",
    module: "dark_alley",
    effect:
      "When you Perform: +1 Fame for each of your own markers in the Performance; every other player loses 1 Fame per marker of theirs in it.",
  },
  {
    id: "A13",
    name: "Grand Premiere",
    location: "theater",
    module: "dark_alley",
    effect:
      "When you Perform: if one of your own tricks in it is performed for the first time this game, double that trick's Fame, Coin OR Shard yield (your choice) for this Performance.",
  },
  {
    id: "A14",
    name: "Street Performance",
    location: "theater",
    module: "dark_alley",
    effect:
      "Instead of moving the marker, take it off the Performance card and immediately receive that Trick's yields (yield modifiers apply).",
  },
  {
    id: "A15",
    name: "Director's Favor",
    location: "theater",
    module: "dark_alley",
    effect: "You may move an opponent's marker instead of one of yours.",
  },
  {
    id: "A16",
    name: "Trick Tweaking",
    location: "workshop",
    module: "dark_alley",
    effect: "The prepared Trick receives 1 extra marker.",
  },
  {
    id: "A17",
    name: "Test Run",
    location: "workshop",
    module: "dark_alley",
    effect: "You may take 1 marker fewer; if you do, immediately gain that Trick's Fame, Coin and Shard yields.",
  },
  {
    id: "A18",
    name: "Replacable Parts",
    location: "workshop",
    module: "dark_alley",
    effect:
      "You may take 1 marker fewer; if you do, put 1 marker on another of your Tricks with an equal or lower Fame threshold (its components are not checked).",
  },
  {
    id: "A19",
    name: "Invention",
    location: "workshop",
    module: "dark_alley",
    effect: "Gain Fame equal to the number of Advanced + Superior components the prepared Trick requires.",
  },
  {
    id: "A20",
    name: "Ingenuity",
    location: "workshop",
    module: "dark_alley",
    effect:
      "You may Prepare even though you lack enough of ONE required component type; a Trick prepared this way gets only 1 marker.",
  },
  {
    id: "A21",
    name: "Unstable Prototype",
    location: "workshop",
    module: "dark_alley",
    effect:
      "You may return up to 3 components required by the prepared Trick to the supply; if you do: +1 marker on the Trick and +1 Fame and +1 coin per component returned.",
  },
  {
    id: "A22",
    name: "Enhance Trick",
    location: "workshop",
    module: "dark_alley",
    effect:
      "You may place one of your Shards on the prepared Trick (it counts as spent); for the rest of the game that Trick yields +1 Fame and +1 coin.",
  },
  {
    id: "A23",
    name: "On-stage Preparation",
    location: "workshop",
    module: "dark_alley",
    effect:
      "After preparing, you may immediately move one of the new markers to an empty slot of a Performance card; Links created this way pay no Link bonus.",
  },
  {
    id: "A24",
    name: "Hidden Talent",
    location: "workshop",
    module: "dark_alley",
    effect:
      "If an Apprentice did the Prepare, you may return that Apprentice to your supply during Return Characters and immediately hire a Specialist (you pay that Specialist's wage this turn).",
  },
  {
    id: "A25",
    name: "Freelancer",
    location: "workshop",
    module: "dark_alley",
    effect: "This character may be placed at any other Location instead of the Workshop.",
  },
  {
    id: "A26",
    name: "Mass Recruitment",
    location: "downtown",
    module: "dark_alley",
    effect:
      "If you hire an Apprentice, you may pay 3 coins to hire a second one, at no extra AP and without needing a die.",
  },
  {
    id: "A27",
    name: "Hypnotic Motivation",
    location: "downtown",
    module: "dark_alley",
    effect:
      "The hired character joins you at once: you may put an Assignment card from your hand under it and place it later in this same Place Characters phase.",
  },
  {
    id: "A28",
    name: "Headhunter",
    location: "downtown",
    module: "dark_alley",
    effect:
      "Hire any character type regardless of the die face (the chosen die must not show X); this Hire costs 1 AP less.",
  },
  {
    id: "A29",
    name: "Trick Overhaul",
    location: "downtown",
    module: "dark_alley",
    effect:
      "While learning, you may return another of your Tricks to the Dahlgaard Residence and move all its markers and its Symbol marker onto the new Trick - allowed only if you meet the new Trick's component requirements.",
  },
  {
    id: "A30",
    name: "Thirst for Knowledge",
    location: "downtown",
    module: "dark_alley",
    effect:
      "Learn a Trick of any category regardless of the die face (the chosen die must not show X); this Learn costs 1 AP less.",
  },
  {
    id: "A31",
    name: "Leaked Blueprints",
    location: "downtown",
    module: "dark_alley",
    effect:
      "If the learned Trick's Fame threshold is 16 or less, it arrives with 1 marker on it even if you lack its components.",
  },
  {
    id: "A32",
    name: "Investments",
    location: "downtown",
    module: "dark_alley",
    effect:
      "You may immediately spend any of the coins just taken to buy up to 3 components that are in stock at the Market Row.",
  },
  {
    id: "A33",
    name: "Fame and Fortune",
    location: "downtown",
    module: "dark_alley",
    effect: "Also gain Fame equal to the coins on the chosen die minus 1.",
  },
  {
    id: "A34",
    name: "Interest",
    location: "downtown",
    module: "dark_alley",
    effect:
      "After choosing the Bank die, roll it once before turning it to X and take the rolled amount from the supply as extra coins; this Take Coins costs 1 AP less.",
  },
  {
    id: "A35",
    name: "Empower",
    location: "downtown",
    module: "dark_alley",
    effect: "If you pay a Shard for Enhance Character when placing this character, you get +3 AP instead of +1.",
  },
  {
    id: "A36",
    name: "Component Sale",
    location: "market_row",
    module: "dark_alley",
    effect: "One Buy action may buy up to 4 components in any mix of stocked types.",
  },
  {
    id: "A37",
    name: "Smuggled Goods",
    location: "market_row",
    module: "dark_alley",
    effect:
      "Instead of paying coins for the bought components, you may lose Fame equal to their total coin price minus 1.",
  },
  {
    id: "A38",
    name: "Barter with Power",
    location: "market_row",
    module: "dark_alley",
    effect:
      "As one Buy action: return 1 Shard to the supply and take stocked components worth 4 coins or less in total, paying no coins.",
  },
  {
    id: "A39",
    name: "Workshop Exhibition",
    location: "market_row",
    module: "dark_alley",
    effect: "Gain Fame equal to the coins you paid for this Buy action minus 1.",
  },
  {
    id: "A40",
    name: "Shoplifting",
    location: "market_row",
    module: "dark_alley",
    effect:
      "Take one of the bought components from the Market Row stock itself, for free; that stock tile is replaced by a Basic component of your choice.",
  },
  {
    id: "A41",
    name: "Logistics",
    location: "market_row",
    module: "dark_alley",
    effect:
      "Put the ordered component next to the Buy area instead of on the Order area: it is in stock this turn; return it to the supply at Orders Arrive.",
  },
  {
    id: "A42",
    name: "Traveling Merchants",
    location: "market_row",
    module: "dark_alley",
    effect:
      "For any number of your Order actions, you may pay the ordered component's price +1 to get one immediately from the supply.",
  },
  {
    id: "A43",
    name: "Dubious Sources",
    location: "market_row",
    module: "dark_alley",
    effect: "At End Turn, the component on the Quick Order slot goes into your Workshop instead of back to the supply.",
  },
  {
    id: "A44",
    name: "Business Share",
    location: "market_row",
    module: "dark_alley",
    effect:
      "For the rest of this turn after you place this character, coins any opponent spends at the Market Row are paid to you instead of the bank.",
  },
  {
    id: "A45",
    name: "Workshop Delivery",
    location: "market_row",
    module: "dark_alley",
    effect:
      "For this Buy, component types you already have in your Workshop count as stock, and their price is 1 lower.",
  },
];
