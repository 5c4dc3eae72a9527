import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Screener } from '../../shared/content-model/screener';
import {
  addPrescreener,
  addPrescreenerToDataExtension,
  updatePrescreener,
} from '../../shared/contracts/prescreener';
import { getScreener } from '../../shared/contracts/screener-definition';
import type { FieldError } from '../../shared/contracts/problem';
import {
  protocolsOf,
  protocolsSupportedBy,
  screenerStatusOf,
  type ScreenerOutput,
} from '../../shared/domain/screener-output';
import type { AppDeps } from '../app-deps';
import { getContentItem } from '../content/content-repository';
import { revalidationHeaders } from '../content/revalidation-headers';
import type { Database } from '../db/schema';
import { HttpProblem } from '../http/problem';
import { registerCall } from '../http/register-call';
import { savePrescreenerOutput, upsertDataExtension, upsertPrescreener } from '../screener/prescreener-store';

const invalid = (errors: FieldError[]) =>
  new HttpProblem(400, 'Invalid request', 'The request did not pass validation.', errors);

/** Screener definitions carry both languages; the English item is the reference. */
async function knownScreener(db: Kysely<Database>, screenerId: string, field: string): Promise<Screener> {
  const screener = await getContentItem(db, 'screener', screenerId, 'en');
  if (!screener) throw invalid([{ field, reason: 'Unknown screener' }]);
  return screener;
}

/** The output must name only the screener's protocols, and the status must follow from pSec. */
function checkOutput(screener: Screener, status: string, output: ScreenerOutput, prefix: string): void {
  const errors: FieldError[] = [];
  const claimed = protocolsOf(output);
  const unknown = claimed.filter((protocol) => !screener.protocols.includes(protocol));
  const supported = protocolsSupportedBy(screener, output);
  const unsupported = claimed.filter((p) => !unknown.includes(p) && !supported.includes(p));
  if (unknown.length > 0) {
    errors.push({
      field: `${prefix}.pSec`,
      reason: `Not a protocol of this screener: ${unknown.join(', ')}`,
    });
  }
  if (unsupported.length > 0) {
    errors.push({
      field: `${prefix}.pSec`,
      reason: `The answers do not qualify for: ${unsupported.join(', ')}`,
    });
  }
  if (status !== screenerStatusOf(output)) {
    errors.push({ field: 'body.screenerStatus', reason: 'Qualified exactly when pSec names a protocol' });
  }
  if (errors.length > 0) throw invalid(errors);
}

function registerWrites(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, deps, addPrescreener, async ({ body, db }) => {
    await knownScreener(db, body.screenerID, 'body.screenerID');
    return upsertPrescreener(db, body, deps.now());
  });

  registerCall(app, deps, updatePrescreener, async ({ body, db }) => {
    const screener = await knownScreener(db, body.screenerID, 'body.screenerID');
    checkOutput(screener, body.screenerStatus, body.screenerOutput, 'body.screenerOutput');
    const stored = await savePrescreenerOutput(db, body, deps.now());
    return { ...stored, screenerStatus: body.screenerStatus };
  });

  registerCall(app, deps, addPrescreenerToDataExtension, async ({ params, query, body, db }) => {
    const screener = await knownScreener(db, body.screenerId, 'body.screenerId');
    checkOutput(screener, body.screenerStatus, body.screenerOutcomeParams, 'body.screenerOutcomeParams');
    await upsertDataExtension(
      db,
      { guestRef: params.guestRef, guestType: query.guestType },
      body,
      deps.now(),
    );
    return { stored: true };
  });
}

function registerScreenerContent(app: FastifyInstance, deps: AppDeps): void {
  // Public content, cached by the service worker: the same revalidation headers as /api/layout.
  void app.register(async (scope) => {
    scope.addHook('preSerialization', revalidationHeaders);
    registerCall(scope, deps, getScreener, async ({ query, db }) => {
      const screener = await getContentItem(db, 'screener', query.key, query.language);
      if (!screener) throw new HttpProblem(404, 'Screener not found', `No screener ${query.key}.`);
      const study = await getContentItem(db, 'study', screener.studyKey, query.language);
      return { screener, condition: study?.condition ?? '' };
    });
  });
}

/** Prescreener/Add, Prescreener/Update, AddPrescreenerToDataExtension and the screener content. */
export function registerPrescreenerRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerWrites(app, deps);
  registerScreenerContent(app, deps);
}
