// Thirst for Knowledge (A30, RULES §12.3), used as its effect at Downtown: Learn Trick costs 1 AP less and learns a
// trick of any category (`downtownApLess`, `learnsAnyCategory`).

import { effectOf, type PassiveCardRule } from "./passive";

const E = effectOf("A30", "learnAnyCategory");

export const THIRST_FOR_KNOWLEDGE: PassiveCardRule = {
  id: "A30",
  name: "Thirst for Knowledge",
  downtownApLess: (type) => (type === "learnTrick" ? E.apLess : 0),
  learnsAnyCategory: true,
};
