import type { Locale } from '../../lib/locale';
import type { ReferralStatus } from '../../shared/contracts/staff-scalars';

/** A referral's status as every workspace page names it (list, referral, history, funnel). */
const STATUS_NAMES: Record<Locale, Record<ReferralStatus, string>> = {
  en: {
    New: 'New',
    Viewed: 'Viewed',
    Contacted: 'Contacted',
    'Not reached': 'Not reached',
    Scheduled: 'Scheduled',
    Consented: 'Consented',
    Enrolled: 'Enrolled',
    'Screen-failed': 'Screen-failed',
    Withdrawn: 'Withdrawn',
  },
  es: {
    New: 'Nueva',
    Viewed: 'Vista',
    Contacted: 'Contactada',
    'Not reached': 'No localizada',
    Scheduled: 'Cita programada',
    Consented: 'Consentimiento firmado',
    Enrolled: 'Inscrita',
    'Screen-failed': 'No superó la selección',
    Withdrawn: 'Retirada',
  },
};

export function statusNames(locale: Locale): Readonly<Record<ReferralStatus, string>> {
  return STATUS_NAMES[locale];
}

export function statusName(locale: Locale, status: ReferralStatus): string {
  return STATUS_NAMES[locale][status];
}
