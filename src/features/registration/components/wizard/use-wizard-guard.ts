import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { withCurrentQuery } from '../../../../components/app-link';
import { localizePath, type Language } from '../../../../shared/content-model/language';
import { startDone, type RegistrationData } from '../../../../shared/domain/registration/registration-data';
import {
  firstIncompleteStep,
  REGISTRATION_ANCHOR,
  wizardStepPath,
  type WizardStep,
} from '../../../../shared/domain/registration/wizard-steps';

/**
 * A step opened without the earlier data (a bookmark, a typed URL) sends the person back to the
 * first incomplete step, or to the registration start on the home page. Returns whether the step
 * may show.
 */
export function useWizardGuard(
  step: WizardStep,
  data: RegistrationData,
  restored: boolean,
  language: Language,
): boolean {
  const navigate = useNavigate();
  const { search } = useLocation();
  const target = restored ? firstIncompleteStep(startDone(data), data.completedSteps, step) : null;
  useEffect(() => {
    if (!target) return;
    const path =
      target === 'start'
        ? `${localizePath('/', language)}#${REGISTRATION_ANCHOR}`
        : localizePath(wizardStepPath(target), language);
    void navigate(withCurrentQuery(path, search), { replace: true });
  }, [navigate, target, language, search]);
  return restored && target === null;
}
