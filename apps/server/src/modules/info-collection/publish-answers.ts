import {
  type CareInfoCollectionPublishRequest,
  type Country,
  checkInfoCollectionAnswers,
  FIELD_ERROR_CODES,
  type InfoCollectionValues,
  isInfoCollectionField,
} from '@orbit/domain';
import { AppError, type FieldError } from '../../platform/errors/app-error.ts';
import { type CollectionLinkClaims, readCollectionLink } from './collection-link.ts';
import type { InfoCollectionDeps } from './info-collection-deps.ts';
import { isLinkAnswered, storeSubmission } from './submission-store.ts';

/** The context variables as form values; a name we do not know, or one given twice, is refused. */
function valuesOf(request: CareInfoCollectionPublishRequest): {
  values: InfoCollectionValues;
  errors: FieldError[];
} {
  const values: InfoCollectionValues = {};
  const errors: FieldError[] = [];
  for (const { name, value } of request.contextVariables) {
    if (!isInfoCollectionField(name)) {
      errors.push({ errorCode: FIELD_ERROR_CODES.UNKNOWN_FIELD, fieldName: name });
    } else if (values[name] !== undefined) {
      errors.push({ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: name });
    } else {
      values[name] = value;
    }
  }
  return { values, errors };
}

function sameChat(claims: CollectionLinkClaims, request: CareInfoCollectionPublishRequest) {
  return (
    claims.botId === request.botId &&
    claims.conversationId === request.conversationId &&
    claims.userId === request.userId
  );
}

/**
 * `POST /services/apigateway/branded-data-collection/publish` (flows §7.4): the answers to a
 * link, checked against the market's field rules (every requested field, nothing else), kept
 * once per link. The submission is the record: no chat platform is called.
 */
export async function publishAnswers(
  deps: InfoCollectionDeps,
  input: { request: CareInfoCollectionPublishRequest; country: Country; clientAddress: string },
): Promise<{ submitted: true }> {
  const { request } = input;
  const claims = await readCollectionLink(deps, request.token, input.clientAddress);
  if (!sameChat(claims, request)) {
    throw new AppError('INFO_COLLECTION_CONVERSATION_MISMATCH', 'chat ids differ from the link');
  }
  if (await isLinkAnswered(deps.db, claims.linkId)) {
    throw new AppError('INFO_COLLECTION_ALREADY_SUBMITTED', 'second submit of a link');
  }
  const { values, errors } = valuesOf(request);
  const check = checkInfoCollectionAnswers(claims.requestedFields, values, input.country);
  if (!check.ok) {
    for (const [fieldName, errorCode] of Object.entries(check.errors)) {
      errors.push({ errorCode, fieldName });
    }
  }
  if (errors.length > 0 || !check.ok) {
    throw new AppError('INVALID_PAYLOAD', 'data-collection answers refused', {
      fieldErrors: errors,
    });
  }
  const stored = await storeSubmission(deps.db, claims, check.values, deps.clock());
  if (!stored) throw new AppError('INFO_COLLECTION_ALREADY_SUBMITTED', 'lost a race on the link');
  return { submitted: true };
}
