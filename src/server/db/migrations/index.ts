import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_content';
import * as m0003 from './0003_messages';
import * as m0004 from './0004_journey';
import * as m0005 from './0005_prescreener';
import * as m0006 from './0006_outcome';
import * as m0007 from './0007_contact';
import * as m0008 from './0008_site_selection';
import * as m0009 from './0009_subscriptions';
import * as m0010 from './0010_registry';
import * as m0011 from './0011_trials';
import * as m0012 from './0012_integration_attempts';
import * as m0013 from './0013_message_queue';
import * as m0014 from './0014_token_lifetimes';
import * as m0015 from './0015_health';
import * as m0016 from './0016_referral_notifications';
import * as m0017 from './0017_staff_workspace';
import * as m0019 from './0019_referral_withdrawal';
import * as m0020 from './0020_funnel_indexes';
import * as m0021 from './0021_trial_catalog';
import * as m0022 from './0022_trial_search';
import * as m0024 from './0024_saved_searches';
import * as m0025 from './0025_trial_search_counts';

/** Every migration, in order; the key is the name Kysely records in its migration table. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_content': m0002,
  '0003_messages': m0003,
  '0004_journey': m0004,
  '0005_prescreener': m0005,
  '0006_outcome': m0006,
  '0007_contact': m0007,
  '0008_site_selection': m0008,
  '0009_subscriptions': m0009,
  '0010_registry': m0010,
  '0011_trials': m0011,
  '0012_integration_attempts': m0012,
  '0013_message_queue': m0013,
  '0014_token_lifetimes': m0014,
  '0015_health': m0015,
  '0016_referral_notifications': m0016,
  '0017_staff_workspace': m0017,
  '0019_referral_withdrawal': m0019,
  '0020_funnel_indexes': m0020,
  '0021_trial_catalog': m0021,
  '0022_trial_search': m0022,
  '0024_saved_searches': m0024,
  '0025_trial_search_counts': m0025,
};
