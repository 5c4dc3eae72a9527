import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../../app/hooks';
import { withCurrentQuery } from '../../../../components/app-link';
import type { GeoPoint } from '../../../../lib/maps/maps-adapter';
import { localizePath, type Language } from '../../../../shared/content-model/language';
import type { RegistrationWizardFields } from '../../../../shared/content-model/registration-fields';
import type { RegistrationData } from '../../../../shared/domain/registration/registration-data';
import { withStepValues, type StepValues } from '../../../../shared/domain/registration/step-values';
import {
  backUsesHistory,
  nextWizardStep,
  wizardStepPath,
} from '../../../../shared/domain/registration/wizard-steps';
import { registrationSubmitted, wizardStepCompleted, wizardStepLeft } from '../../registration-slice';

/**
 * What a step's Next and Back do: Next stores the step in the registration state and
 * moves on with the query string, or submits on the last step; Back keeps what was typed and goes
 * to the configured link, or back in the browser history when it is empty or '{host}'. The
 * conditions list and the zip's coordinates, found by the step's fields, go into the state too.
 */
export function useStepActions(fields: RegistrationWizardFields, data: RegistrationData, language: Language) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const found = useRef<{ communitiesByKey: Record<string, string[]>; location: GeoPoint | null }>({
    communitiesByKey: {},
    location: null,
  });
  const onCommunities = useCallback(
    (byKey: Record<string, string[]>) => void (found.current.communitiesByKey = byKey),
    [],
  );
  const onLocation = useCallback((point: GeoPoint | null) => void (found.current.location = point), []);

  const merged = (values: StepValues) =>
    withStepValues(fields.step, data, values, {
      enquiryOptions: fields.patientEnquiries.options,
      consentGroups: fields.consentGroups,
      ...found.current,
    });
  const goTo = (path: string) => void navigate(withCurrentQuery(path, search));

  const onNext = (values: StepValues) => {
    const { step, consentGroups, mailingListId, contactType } = fields;
    const next = nextWizardStep(step);
    if (next) {
      dispatch(wizardStepCompleted({ step, data: merged(values) }));
      goTo(localizePath(wizardStepPath(next), language));
      return;
    }
    const payload = {
      step,
      data: merged(values),
      language,
      search,
      consentGroups,
      mailingListId,
      contactType,
    };
    dispatch(registrationSubmitted(payload));
  };
  const onBack = (values: StepValues) => {
    dispatch(wizardStepLeft({ step: fields.step, data: merged(values) }));
    if (backUsesHistory(fields.backLink)) void navigate(-1);
    else goTo(fields.backLink ?? '/');
  };
  /** Typing: kept in the state (so in the persisted copy), the step not marked complete. */
  const onType = (values: StepValues) =>
    void dispatch(wizardStepLeft({ step: fields.step, data: merged(values) }));
  return { onNext, onBack, onType, onCommunities, onLocation };
}
