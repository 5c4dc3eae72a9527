import type { JourneyStatus } from './journey-status';
import { JOURNEY_STEPS, type JourneyStep } from './journey-steps';

/** A progress-bar item's status. */
export type ProgressStatus = 'Disabled' | 'Active' | 'Completed';

export type ProgressJourneyKey = 'J1' | 'J2' | 'J3';

/** Journey type 01 → J1, 02 → J2, 03 → J3; J1 when the journey type is not known yet. */
export function progressJourneyKey(journeyType: string | null | undefined): ProgressJourneyKey {
  if (journeyType === '02') return 'J2';
  if (journeyType === '03') return 'J3';
  return 'J1';
}

const orderOf = (step: JourneyStep) => JOURNEY_STEPS.indexOf(step);

/**
 * The status of each item, in order. A completed journey (an outcome was reached, which also
 * clears the step) has every item Completed. Otherwise the Active item is the last one whose
 * step the journey has reached (the first item before the journey reaches any), the items
 * before it Completed and the items after it Disabled.
 */
export function progressStatuses(
  items: ReadonlyArray<{ step: JourneyStep }>,
  journey: { journeyStep: JourneyStep | null; journeyStatus: JourneyStatus | null },
): ProgressStatus[] {
  if (journey.journeyStatus === 'Completed') return items.map(() => 'Completed');
  const current = orderOf(journey.journeyStep ?? 'home');
  let active = 0;
  items.forEach((item, index) => {
    if (orderOf(item.step) <= current) active = index;
  });
  return items.map((_, index) => (index < active ? 'Completed' : index === active ? 'Active' : 'Disabled'));
}
