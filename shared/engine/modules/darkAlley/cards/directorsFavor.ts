// Director's Favor (A15, RULES §12.3), used as its effect in the Theater: Reschedule may move an opponent's marker
// instead of one's own (`reschedulesAnyOwner`).

import type { PassiveCardRule } from "./passive";

export const DIRECTORS_FAVOR: PassiveCardRule = { id: "A15", name: "Director's Favor", reschedulesAnyOwner: true };
