// The hint's reason as it may leave the server: kinds and numbers only (shared/ai/hintWhy.ts), checked like the
// messages that come in (server/rooms/messages.ts). The worker thread's answer is checked before it is sent, so a
// defect in the search (a sentence, an unknown id, a NaN) is a refused hint, not words the page cannot make.

import { z } from "zod";
import { COMPONENT_IDS } from "../../shared/data/components";
import { TRICK_BY_ID } from "../../shared/data/tricks";

const count = z.number().int().min(-99).max(99);
const trickId = z.string().refine((id) => Object.hasOwn(TRICK_BY_ID, id), "a known trick");
const componentId = z.string().refine((id) => (COMPONENT_IDS as readonly string[]).includes(id), "a known component");
/** One of the seat's own legal moves (the engine chose it): a plain action object, small. */
const action = z
  .object({ type: z.string().min(1).max(32) })
  .catchall(
    z.union([
      z.string().max(40),
      z.number(),
      z.boolean(),
      z.null(),
      z.array(z.union([z.string().max(40), z.number()])).max(8),
    ]),
  );

export const MoveEffectShape = z
  .object({
    fame: count.optional(),
    coins: count.optional(),
    shards: count.optional(),
    components: z
      .array(z.object({ component: componentId, count }).strict())
      .max(12)
      .optional(),
    learned: z.array(trickId).max(4).optional(),
    markers: z
      .array(z.object({ trick: trickId, count }).strict())
      .max(8)
      .optional(),
    characters: z.number().int().min(1).max(8).optional(),
    ap: z.number().int().min(0).max(20).optional(),
    uncertain: z.literal(true).optional(),
  })
  .strict();

/** The runner-up's plan in Assignment: its cards, as many as the chosen plan's at most. */
const otherPlan = z.array(action).max(8).optional();

export const VersusShape = z.union([
  z.object({ action, plan: otherPlan, fame: z.number().int().min(1).max(200) }).strict(),
  z.object({ action, plan: otherPlan, percent: z.number().int().min(1).max(100) }).strict(),
  z.object({ action, plan: otherPlan, close: z.literal(true) }).strict(),
]);

export const HintReasonShape = z
  .object({
    code: z.enum(["greedy", "forced", "asPlanned", "tooFew", "expects"]),
    fame: z.number().int().min(0).max(500).optional(),
    percent: z.number().int().min(0).max(100).optional(),
    effect: MoveEffectShape.optional(),
    plan: z.array(action).max(8).optional(),
    versus: VersusShape.optional(),
  })
  .strict();
