import type { SiteInfo } from '../../../src/shared/contracts/site-info';
import { siteInfoFixture } from '../../support/site-info-fixture';
import type { SuccessDetails } from '../../../src/features/success/success-slice';

export const site: SiteInfo = siteInfoFixture({
  siteCode: 'CHI-01',
  siteName: 'Lakeshore Clinic',
  siteAddress: '100 E Ontario St',
  contactPhoneNumber: '(312) 555-0100',
  latitude: 41.89,
  longitude: -87.62,
  isSiteConfirmed: true,
  piName: 'Dr Lee',
  isHumanAPIEnabled: true,
  protocolInfo: {
    protocol: 'P1',
    studyName: 'Migraine study',
    projectCode: 'M1',
    nctid: 'NCT1',
    sponsor: 'Acme',
    indication: 'Migraine',
  },
  webUrl: 'https://lakeshore.example.test',
});

export const shown = {
  hideAppointmentDateTime: false,
  hideIconBoxes: false,
  hideConfirmationBanner: false,
  hideHeadingMessage: false,
  hideShareHealthData: false,
  hideNextSteps: false,
  hideAdvancedNextSteps: true,
  hideContent: false,
};

export function successDetails(overrides: Partial<SuccessDetails> = {}): SuccessDetails {
  return {
    journeyType: '01',
    patientType: 'adult',
    site,
    flags: shown,
    appointmentStatus: 'Requested',
    appointmentDateTime: 'Tuesday, December 1, 2026, Morning, 10:00 AM',
    isHumanAPIEnabledForVirtual: false,
    mergeTags: {
      FirstName: 'Ana',
      SiteName: 'Lakeshore Clinic',
      StudyName: 'Migraine study',
      SitePhone: '(312) 555-0100',
      SponsorContact: 'Dr Lee',
    },
    contactEmail: 'ana@example.test',
    ...overrides,
  };
}
