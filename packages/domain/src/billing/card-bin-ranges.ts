import * as z from 'zod/mini';

/**
 * `POST /services/utility/card-bin-ranges {cardBinType: -1}` (flows §2.4): the ranges card-type
 * detection and masking use, first matching regex wins, in priority order. Ranges with no regex
 * (checks, savings) name payment types that are not cards.
 */
export const cardBinRangesRequestSchema = /* @__PURE__ */ z.strictObject({
  cardBinType: z.number().check(z.int()),
});

export const cardBinRangeSchema = /* @__PURE__ */ z.object({
  name: z.string(),
  type: z.number().check(z.int()),
  priority: z.number().check(z.int()),
  regex: z.nullable(z.string()),
});
export type CardBinRange = z.infer<typeof cardBinRangeSchema>;

export const cardBinRangesSchema = /* @__PURE__ */ z.array(cardBinRangeSchema);

/** The first range (by priority) whose pattern matches the digits typed so far. */
export function cardBinRangeOf(
  digits: string,
  ranges: readonly CardBinRange[],
): CardBinRange | undefined {
  return [...ranges]
    .sort((a, b) => a.priority - b.priority)
    .find((range) => range.regex !== null && new RegExp(range.regex).test(digits));
}
