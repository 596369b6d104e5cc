// The game's facts as typed, read-only data.
export * from "./modules";
export * from "./components";
export * from "./dice";
export * from "./tricks";
export * from "./performances";
export * from "./magicians";
export * from "./characters";
export * from "./locations";
export * from "./assignments";
export * from "./prophecies";
export * from "./specialEffects";
export * from "./endGameBonuses";
