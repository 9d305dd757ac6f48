import {
  CARD_BIN_RANGES,
  cardBinRangesRequestSchema,
  cardBinRangesSchema,
  careErrorBodySchema,
  careSuccessSchema,
} from '@orbit/domain';
import { requireCareSession } from '../../platform/auth/require-care-session.ts';
import type { App } from '../../platform/http/app-instance.ts';
import { careOk } from '../../platform/http/care-envelope.ts';

/**
 * `POST /services/utility/card-bin-ranges {cardBinType: -1}` (flows §2.4): the ranges card-type
 * detection and masking use. -1 asks for every range; a type number asks for that type only.
 */
export function registerCardBinRangesRoute(app: App): void {
  app.post(
    '/services/utility/card-bin-ranges',
    {
      preHandler: requireCareSession,
      schema: {
        tags: ['care billing'],
        summary: 'Card BIN ranges for card-type detection and masking',
        description:
          'Each range: name, type, priority (try lower first) and a pattern over the whole ' +
          'number (null for checks and savings). `cardBinType: -1` answers every range.',
        body: cardBinRangesRequestSchema,
        response: {
          200: careSuccessSchema(cardBinRangesSchema),
          400: careErrorBodySchema,
          401: careErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // The table changes only with a release: browsers may keep it for the session.
      reply.header('cache-control', 'private, max-age=3600');
      const { cardBinType } = request.body;
      return careOk(
        cardBinType === -1
          ? [...CARD_BIN_RANGES]
          : CARD_BIN_RANGES.filter((range) => range.type === cardBinType),
      );
    },
  );
}
