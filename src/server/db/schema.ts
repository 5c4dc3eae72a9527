import type { FoundationTables } from './tables/foundation';
import type { ContentTables } from './tables/content';
import type { MessageTables } from './tables/messages';
import type { OutcomeTables } from './tables/outcome';
import type { JourneyTables } from './tables/journey';
import type { PrescreenerTables } from './tables/prescreener';
import type { ContactTables } from './tables/contact';
import type { SiteSelectionTables } from './tables/site-selection';
import type { SubscriptionTables } from './tables/subscriptions';
import type { RegistryTables } from './tables/registry';
import type { TrialTables } from './tables/trials';
import type { IntegrationAttemptTables } from './tables/integration-attempts';
import type { MessageQueueTables } from './tables/message-queue';
import type { ReferralTables } from './tables/referrals';
import type { StaffTables } from './tables/staff';
import type { SavedSearchTables } from './tables/saved-searches';

/** The whole database: each area declares its tables in tables/<area>.ts and is composed here. */
export interface Database
  extends
    FoundationTables,
    ContentTables,
    MessageTables,
    OutcomeTables,
    JourneyTables,
    PrescreenerTables,
    ContactTables,
    SiteSelectionTables,
    SubscriptionTables,
    RegistryTables,
    TrialTables,
    IntegrationAttemptTables,
    MessageQueueTables,
    ReferralTables,
    StaffTables,
    SavedSearchTables {}
