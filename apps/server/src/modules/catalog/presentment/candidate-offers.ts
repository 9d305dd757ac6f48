import {
  type CardPartner,
  type Country,
  FIELD_ERROR_CODES,
  isStreamingOrganicProgramCode,
  isStreamingTrialProgramCode,
  isStudentProgramCode,
  normaliseProgramCode,
  type OfferFallbackReason,
} from '@orbit/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowOfJson, singleRowOf } from '../../../db/json-rows.ts';
import { programCodes } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { OfferWithPackage, ServiceType } from '../catalog-rows.ts';
import { isOfferAvailable } from '../offer-availability.ts';
import { type JoinedOfferJson, offersOfJson } from '../offer-json.ts';
import { requireUsablePromoCode } from '../promo-code-refusal.ts';
import { resolvePromoCode } from '../promo-codes.ts';
import { FALLBACK_HOPS, type FindOffer } from './fallback-chain.ts';
import type { MarketSelections, SelectionRows } from './market-selections.ts';

/** The offers a request asks for, before eligibility, and why they stand in for another if so. */
export type Candidates = {
  offers: OfferWithPackage[];
  /** Set when the code asked for is unknown or ended: the organic offers are given instead. */
  reason: OfferFallbackReason | null;
};

/** The candidates, and the offers their fallback chains lead to, read together. */
export type OfferSelection = Candidates & { findFallback: FindOffer };

export type CandidateRequest = {
  country: Country;
  serviceType: ServiceType;
  programCode?: string | undefined;
  marketingPromoCode?: string | undefined;
  redemptionType?: CardPartner | undefined;
  customerKeys?: readonly string[];
  /** The student pages: only the student codes open offers (ADR 066). */
  student?: boolean | undefined;
  now: Date;
};

/** What one statement is asked for: the organic offers, a program's, or a promo's offer. */
type SelectionQuery = {
  /** The program code to read, when the request's code may open offers on this page. */
  programCode: string | null;
  /** Plan codes already known to be asked for (a promo code's offer). */
  planCodes: readonly string[];
  /** The market's organic offers are needed: no code, or a code that may give them instead. */
  organic: boolean;
};

type SelectionJson = {
  program: Record<string, unknown> | null;
  organic: JoinedOfferJson[] | null;
  named: JoinedOfferJson[] | null;
  fallbacks: JoinedOfferJson[] | null;
};

/**
 * The program code as the request's page may use it, or null when it can open no offers there.
 * Streaming: only the organic allow-list opens offers (the partner page: only its code), and the
 * streaming trial's codes (ADR 057); the student pages open the student codes and nothing else
 * (ADR 066).
 */
function openedProgramCode(request: CandidateRequest): string | null {
  const code = normaliseProgramCode(request.programCode ?? '');
  const opened = request.student
    ? isStudentProgramCode(code)
    : request.serviceType !== 'streaming' ||
      isStreamingOrganicProgramCode(code, request.redemptionType) ||
      (request.redemptionType === undefined && isStreamingTrialProgramCode(code));
  return opened ? code : null;
}

/** The request names a program code (one that may open no offers here is still asked for). */
export function asksForProgram(request: CandidateRequest): boolean {
  return request.programCode !== undefined && request.programCode.trim() !== '';
}

function selectionQueryOf(request: CandidateRequest, promoPlanCode?: string): SelectionQuery {
  if (promoPlanCode !== undefined) {
    return { programCode: null, planCodes: [promoPlanCode.trim()], organic: false };
  }
  return {
    programCode: asksForProgram(request) ? openedProgramCode(request) : null,
    planCodes: [],
    organic: true,
  };
}

const joinedOffers = (where: SQL, orderBy: SQL = sql``) => sql`(
  select jsonb_agg(jsonb_build_object('offer', to_jsonb(o), 'package', to_jsonb(k)) ${orderBy})
  from catalog_offers o join catalog_packages k on k.id = o.package_id where ${where}
)`;

/**
 * The offers a request may be given, as one JSON value (a scalar sub-select, so a read can put
 * it beside its own in one statement): the program code's row, the market's organic offers (not
 * the student plans: only the student pages open them, with a verification, ADR 065), the
 * offers named by the program or the promo, and every offer their fallback chains lead to.
 * The chains are followed in the database (a recursive sub-select, as deep as the chain the
 * presentment follows), so choosing the fallbacks reads nothing more.
 */
function selectionSql(request: CandidateRequest, query: SelectionQuery): SQL {
  const planCodes = query.planCodes.length
    ? sql`array[${sql.join(
        query.planCodes.map((code) => sql`${code}`),
        sql`, `,
      )}]::text[]`
    : sql`array[]::text[]`;
  return sql`(
    with recursive program as (select * from program_codes where code = ${query.programCode}::text),
    organic as (
      select plan_code from catalog_offers
      where ${query.organic}::boolean and country = ${request.country}
        and service_type = ${request.serviceType} and organic and not student_only
    ),
    named as (
      select trim(jsonb_array_elements_text(plan_codes)) as plan_code from program
      union select unnest(${planCodes})
    ),
    chain (plan_code, hops) as (
      select trim(o.fallback_plan_code), 1 from catalog_offers o
      where o.fallback_plan_code is not null
        and (o.plan_code in (select plan_code from organic)
          or o.plan_code in (select plan_code from named))
      union
      select trim(o.fallback_plan_code), c.hops + 1 from chain c
      join catalog_offers o on o.plan_code = c.plan_code
      where o.fallback_plan_code is not null and c.hops < ${FALLBACK_HOPS}
    )
    select jsonb_build_object(
      'program', (select to_jsonb(p) from program p),
      'organic', ${joinedOffers(
        sql`o.plan_code in (select plan_code from organic)`,
        sql`order by o.sort_order, o.plan_code`,
      )},
      'named', ${joinedOffers(sql`o.plan_code in (select plan_code from named)`)},
      'fallbacks', ${joinedOffers(sql`o.plan_code in (select plan_code from chain)`)}
    )
  )`;
}

function inOrder(codes: readonly string[], offers: readonly OfferWithPackage[]) {
  const byCode = new Map(offers.map((offer) => [offer.planCode, offer]));
  return codes.flatMap((code) => {
    const offer = byCode.get(code.trim());
    return offer ? [offer] : [];
  });
}

function selectionRowsOf(json: unknown): SelectionRows {
  const selection = json as SelectionJson;
  return {
    program: selection.program ? rowOfJson(programCodes, selection.program) : undefined,
    organic: offersOfJson(selection.organic),
    named: offersOfJson(selection.named),
    fallbacks: offersOfJson(selection.fallbacks),
  };
}

/** The candidates the selection's rows give, and where their fallbacks are found. */
export function selectionOf(
  rows: SelectionRows,
  request: CandidateRequest,
  promoPlanCode?: string,
): OfferSelection {
  const { named } = rows;
  const fallbacks = new Map(
    [...named, ...rows.organic, ...rows.fallbacks].map((offer) => [offer.planCode, offer]),
  );
  const findFallback: FindOffer = async (planCode) => fallbacks.get(planCode.trim());
  const organic = (reason: OfferFallbackReason | null): OfferSelection => ({
    offers: rows.organic.filter((offer) => isOfferAvailable(offer, request.now)),
    reason,
    findFallback,
  });
  if (promoPlanCode !== undefined) {
    return { offers: inOrder([promoPlanCode], named), reason: null, findFallback };
  }
  if (!asksForProgram(request)) return organic(null);
  const { program } = rows;
  const fits =
    program &&
    program.country === request.country &&
    program.serviceType === request.serviceType &&
    (program.partner ?? undefined) === request.redemptionType;
  if (!program || !fits) return organic('NOT_FOUND');
  const now = request.now.getTime();
  if (now < program.startsAt.getTime() || (program.endsAt && now >= program.endsAt.getTime())) {
    return organic('EXPIRED');
  }
  return { offers: inOrder(program.planCodes, named), reason: null, findFallback };
}

/**
 * A read of the candidates that another read can join: `sql` is its JSON value, `selectionOf`
 * reads it back. Not for a promo code, whose offer depends on who redeems it (`candidateOffers`).
 */
export function offerSelectionRead(request: CandidateRequest) {
  return {
    sql: selectionSql(request, selectionQueryOf(request)),
    selectionOf: (json: unknown) => selectionOf(selectionRowsOf(json), request),
  };
}

async function promoPlanCodeOf(db: Db, request: CandidateRequest, code: string): Promise<string> {
  if (code.trim() === '') {
    throw new AppError('INVALID_OFFER_DATA', 'empty promo code', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.REQUIRED, fieldName: 'marketingPromoCode' }],
    });
  }
  const promo = requireUsablePromoCode(
    await resolvePromoCode(db, {
      code,
      serviceType: request.serviceType,
      customerKey: request.customerKeys,
      country: request.country,
      now: request.now,
    }),
  );
  return promo.planCode;
}

/** The selection statement's rows, read for `query` (one statement). */
async function readSelectionRows(
  db: Db,
  request: CandidateRequest,
  query: SelectionQuery,
): Promise<SelectionRows> {
  const row = await singleRowOf<{ selection: unknown }>(
    db,
    sql`select ${selectionSql(request, query)} as selection`,
  );
  return selectionRowsOf(row.selection);
}

/**
 * The offers asked for, in one statement (after the promo code's checks, if one was typed): a
 * promo code's offer (a refused code answers its refusal), else a program code's offers, else
 * the market's organic offers on sale now. An unknown, foreign or ended program code gives the
 * organic offers, marked NOT_FOUND or EXPIRED. Without a promo code the rows do not depend on who
 * asks, and `kept` (the market's selections, market-selections.ts) may answer them from memory.
 */
export async function candidateOffers(
  db: Db,
  request: CandidateRequest,
  kept?: MarketSelections,
): Promise<OfferSelection> {
  if (request.marketingPromoCode !== undefined) {
    const promoPlanCode = await promoPlanCodeOf(db, request, request.marketingPromoCode);
    const query = selectionQueryOf(request, promoPlanCode);
    return selectionOf(await readSelectionRows(db, request, query), request, promoPlanCode);
  }
  return selectionOf(await marketSelectionRowsOf(db, request, kept), request);
}

/**
 * The selection statement's rows for a request without a promo code: the same for whoever asks,
 * so `kept` (market-selections.ts) may answer them from memory; read in one statement otherwise.
 */
export async function marketSelectionRowsOf(
  db: Db,
  request: CandidateRequest,
  kept?: MarketSelections,
): Promise<SelectionRows> {
  const query = selectionQueryOf(request);
  const read = () => readSelectionRows(db, request, query);
  if (!kept) return read();
  return kept.rowsOf(
    { country: request.country, serviceType: request.serviceType, programCode: query.programCode },
    read,
  );
}
