// Game facts converted from the project's rules reference (data/*.json); source notes dropped.
// Edit here: this module is the engine's own copy, nothing reads the JSON at run time.

export type ComponentId =
  | "wood"
  | "metal"
  | "glass"
  | "fabric"
  | "rope"
  | "petroleum"
  | "saw"
  | "animal"
  | "padlock"
  | "mirror"
  | "disguise"
  | "cog";

export type ComponentTier = "basic" | "advanced" | "superior";

export interface ComponentDef {
  readonly id: ComponentId;
  readonly name: string;
  readonly tier: ComponentTier;
  /** Price per piece in the Buy area (the Quick Order piece costs +1). RULES §3.3 */
  readonly price: number;
  /** Pieces in the general supply (OQ-22: limited). */
  readonly supply: number;
}

export const COMPONENTS: readonly ComponentDef[] = [
  { id: "wood", name: "Wood", tier: "basic", price: 1, supply: 10 },
  { id: "metal", name: "Metal", tier: "basic", price: 1, supply: 10 },
  { id: "glass", name: "Glass", tier: "basic", price: 1, supply: 10 },
  { id: "fabric", name: "Fabric", tier: "basic", price: 1, supply: 10 },
  { id: "rope", name: "Rope", tier: "advanced", price: 2, supply: 8 },
  { id: "petroleum", name: "Petroleum", tier: "advanced", price: 2, supply: 8 },
  { id: "saw", name: "Saw", tier: "advanced", price: 2, supply: 8 },
  { id: "animal", name: "Animal", tier: "advanced", price: 2, supply: 8 },
  { id: "padlock", name: "Padlock", tier: "superior", price: 3, supply: 6 },
  { id: "mirror", name: "Mirror", tier: "superior", price: 3, supply: 6 },
  { id: "disguise", name: "Disguise", tier: "superior", price: 3, supply: 6 },
  { id: "cog", name: "Cog", tier: "superior", price: 3, supply: 6 },
];

export const COMPONENT_IDS: readonly ComponentId[] = COMPONENTS.map((c) => c.id);

export const COMPONENT_BY_ID: Readonly<Record<ComponentId, ComponentDef>> = Object.fromEntries(
  COMPONENTS.map((c) => [c.id, c]),
) as Record<ComponentId, ComponentDef>;

/** Market Row: the Buy area's initial stock (RULES §4.1 step 3). */
export const INITIAL_BUY_AREA: readonly ComponentId[] = ["wood", "metal", "glass", "fabric"];
export const MARKET_SLOTS = 4;
/** Distinct component types stored on the player board (OQ-7). */
export const WORKSHOP_COMPONENT_SLOTS = 6;
/** A player owns at most 3 of a type, Manager +1 included (RULES §3.3). */
export const MAX_PER_TYPE = 3;
/** Manager extension: 2 multi-component slots, at most 2 physical pieces each (OQ-8). */
export const MANAGER_SLOTS = 2;
export const MANAGER_SLOT_MAX_PHYSICAL = 2;
