import { useCallback, useEffect, useId, useRef } from 'react';
import { Form } from 'react-final-form';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FinalFormErrorSummary } from '../../../components/final-form-error-summary';
import { useFocusFirstInvalid } from '../../../components/form-errors';
import type { Language } from '../../../shared/content-model/language';
import type { UnsubscribeFields } from '../../../shared/content-model/subscription-fields';
import {
  resubscribeServerMessage,
  validateResubscribe,
  type ResubscribeErrors,
  type ResubscribeValues,
} from '../../../shared/domain/subscriptions/resubscribe-rules';
import { resubscribeRequested, selectSubscriptions, type SubscriptionScope } from '../subscriptions-slice';
import type { SubscriptionStrings } from '../subscriptions-strings';
import { ConsentField, EmailField } from './resubscribe-fields';

interface ResubscribeFormProps {
  fields: UnsubscribeFields;
  t: SubscriptionStrings;
  token: string;
  scope: SubscriptionScope;
  language: Language;
}

type Settle = (errors: ResubscribeErrors | undefined) => void;

/**
 * Email, consent and the Resubscribe button. The rules run on the click; a valid form
 * is handed to the saga, and the submit stays pending until the saga's answer, so a refusal
 * lands on the email field as a server (submit) error that clears once the email is edited.
 */
export function ResubscribeForm({ fields, t, token, scope, language }: ResubscribeFormProps) {
  const dispatch = useAppDispatch();
  const idPrefix = `resubscribe${useId().replace(/:/g, '')}`;
  const { resubscribe } = useAppSelector(selectSubscriptions);
  const pending = useRef<Settle | null>(null);
  const { ref: formRef, refused } = useFocusFirstInvalid();

  useEffect(() => {
    if (resubscribe !== 'done' && resubscribe !== 'failed') return;
    const settle = pending.current;
    pending.current = null;
    settle?.(resubscribe === 'failed' ? { email: resubscribeServerMessage(fields, t) } : undefined);
  }, [resubscribe, fields, t]);

  const validate = useCallback(
    (values: ResubscribeValues) => validateResubscribe(values, fields, t),
    [fields, t],
  );
  const onSubmit = useCallback(
    (values: ResubscribeValues) =>
      new Promise<ResubscribeErrors | undefined>((resolve) => {
        pending.current = resolve;
        dispatch(
          resubscribeRequested({
            token,
            scope,
            language,
            email: (values.email ?? '').trim(),
            ...(fields.successLink ? { successLink: fields.successLink } : {}),
          }),
        );
      }),
    [dispatch, token, scope, language, fields.successLink],
  );

  return (
    <Form<ResubscribeValues> onSubmit={onSubmit} validate={validate} initialValues={{ consent: false }}>
      {({ handleSubmit, submitting, form }) => (
        <form
          ref={formRef}
          className="resubscribe-form"
          noValidate
          onSubmit={(event) => {
            void handleSubmit(event);
            // A refused submit: focus goes to the first field in error, the summary is announced.
            if (form.getState().hasValidationErrors) refused();
          }}
          aria-describedby={`${idPrefix}-status`}
        >
          <EmailField idPrefix={idPrefix} label={t.emailLabel} placeholder={fields.emailPlaceholder} />
          <ConsentField
            idPrefix={idPrefix}
            label={t.consentLabel}
            required={fields.consentRequired === true}
          />
          <FinalFormErrorSummary
            language={language}
            className="subscriptions-page__error"
            formRef={formRef}
          />
          <button type="submit" className="subscriptions-page__button" disabled={submitting}>
            {t.resubscribeButton}
          </button>
          <div id={`${idPrefix}-status`} role="status" aria-live="polite">
            {submitting ? <p>{t.resubscribing}</p> : null}
            {!submitting && resubscribe === 'done' ? <p>{t.resubscribed}</p> : null}
          </div>
        </form>
      )}
    </Form>
  );
}
