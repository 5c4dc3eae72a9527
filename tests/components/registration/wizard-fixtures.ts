import type { AppStore } from '../../../src/app/store';
import {
  registrationStartCompleted,
  wizardStepCompleted,
} from '../../../src/features/registration/registration-slice';
import { signedOut } from '../../../src/features/session/session-slice';
import { registrationWizardFieldsSchema } from '../../../src/shared/content-model/registration-fields';
import { emptyRegistrationData } from '../../../src/shared/domain/registration/registration-data';
import {
  wizardStepPath,
  WIZARD_STEPS,
  type WizardStep,
} from '../../../src/shared/domain/registration/wizard-steps';
import { demoPages } from '../../support/demo-content';

/** The seeded wizard page's fields for a step (so these tests also read the demo content). */
export function seededWizardFields(step: WizardStep) {
  const page = demoPages('en').find((candidate) => candidate.path === wizardStepPath(step));
  return registrationWizardFieldsSchema.parse(page?.components[0]?.fields);
}

export function seededFields(path: string) {
  return demoPages('en').find((candidate) => candidate.path === path)?.components[0]?.fields;
}

/** The registration start done, and the steps before `step` completed. */
export function startedUpTo(step: WizardStep | null) {
  return (store: AppStore) => {
    store.dispatch(signedOut());
    store.dispatch(
      registrationStartCompleted({ email: 'ana@example.com', agree: true, guestRef: 'guest-1' }),
    );
    const before = step ? WIZARD_STEPS.slice(0, WIZARD_STEPS.indexOf(step)) : [];
    for (const done of before) {
      store.dispatch(
        wizardStepCompleted({
          step: done,
          data: { ...emptyRegistrationData(), ...store.getState().registration.data },
        }),
      );
    }
  };
}
