import { ResumeJourneyModal } from './resume-journey-modal';
import { ResumeOutcomePopup } from './resume-outcome-popup';
import { ReturningVisitorPopup } from './returning-visitor-popup';

/** Every journey popup; loaded only when one opens (kept out of the home page's first JavaScript). */
export default function JourneyPopups() {
  return (
    <>
      <ResumeJourneyModal />
      <ResumeOutcomePopup />
      <ReturningVisitorPopup />
    </>
  );
}
