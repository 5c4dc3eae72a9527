import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { registerContentRoutes } from './content';
import { registerHealthRoutes } from './health';
import { registerJourneyRoutes } from './journey';
import { registerMailboxRoutes } from './mailbox';
import { registerParticipantRoutes } from './participant';
import { registerOutcomeRoutes } from './outcome';
import { registerAnalyticsRoutes } from './analytics';
import { registerConsentRoutes } from './consent';
import { registerPrescreenerRoutes } from './prescreener';
import { registerNextStepsRoutes } from './next-steps';
import { registerDapApiRoutes } from './dap-api';
import { registerContactRoutes } from './contact';
import { registerListRoutes } from './lists';
import { registerSiteRoutes } from './sites';
import { registerSiteSelectionRoutes } from './site-selection';
import { registerSuccessRoutes } from './success';
import { registerHealthDataRoutes } from './health-data';
import { registerLifeLinkPageRoutes } from './life-link';
import { registerSubscriptionRoutes } from './subscriptions';
import { registerSupportRoutes } from './support';

/** Every route module; each area adds its line here. */
export function registerRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerHealthRoutes(app, deps);
  registerParticipantRoutes(app, deps);
  registerContentRoutes(app, deps);
  registerMailboxRoutes(app, deps);
  registerOutcomeRoutes(app, deps);
  registerAnalyticsRoutes(app, deps);
  registerConsentRoutes(app, deps);
  registerPrescreenerRoutes(app, deps);
  registerNextStepsRoutes(app, deps);
  registerDapApiRoutes(app, deps);
  registerJourneyRoutes(app, deps);
  registerContactRoutes(app, deps);
  registerListRoutes(app, deps);
  registerSiteRoutes(app, deps);
  registerSiteSelectionRoutes(app, deps);
  registerSuccessRoutes(app, deps);
  registerHealthDataRoutes(app, deps);
  registerLifeLinkPageRoutes(app, deps);
  registerSubscriptionRoutes(app, deps);
  registerSupportRoutes(app, deps);
}
