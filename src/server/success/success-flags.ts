import type { JourneyType } from '../../shared/content-model/study';
import type { SiteInfo } from '../../shared/contracts/site-info';
import type { SuccessHideFlags } from '../../shared/contracts/success';

/*
 * The success page's hide flags, our documented rules:
 *  - appointment card: hidden unless an appointment date is known;
 *  - confirmation banner: hidden without a saved site (there is nothing to confirm);
 *  - share-your-health-data: hidden unless the chosen site enables health-data sharing;
 *  - next steps: the simple list for journeys 01 and 02, the advanced block for journey 03;
 *  - icon boxes, heading message and content: always shown (content decides what they say).
 */
export function successHideFlags(input: {
  journeyType: JourneyType;
  site: SiteInfo | null;
  appointmentDateTime: string;
}): SuccessHideFlags {
  const advanced = input.journeyType === '03';
  return {
    hideAppointmentDateTime: input.appointmentDateTime.trim() === '',
    hideIconBoxes: false,
    hideConfirmationBanner: input.site === null,
    hideHeadingMessage: false,
    hideShareHealthData: !(input.site?.isHumanAPIEnabled ?? false),
    hideNextSteps: advanced,
    hideAdvancedNextSteps: !advanced,
    hideContent: false,
  };
}
