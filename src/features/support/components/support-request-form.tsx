import { Form } from 'react-final-form';
import { FinalFormErrorSummary } from '../../../components/final-form-error-summary';
import { useFocusFirstInvalid } from '../../../components/form-errors';
import type { Language } from '../../../shared/content-model/language';
import type { SupportRequestFields } from '../../../shared/content-model/support-fields';
import {
  validateSupportField,
  type SupportFieldName,
  type SupportFormValues,
} from '../../../shared/domain/support/support-validation';
import { supportErrorMessage } from '../support-messages';
import type { SupportStrings } from '../support-strings';
import { SupportField } from './support-field';

interface Props {
  fields: SupportRequestFields;
  t: SupportStrings;
  sending: boolean;
  onSubmit: (values: SupportFormValues) => void;
  /** The refused-submit summary's language. */
  language?: Language;
}

const EMPTY: SupportFormValues = { name: '', email: '', issue: '', message: '' };

/** The request form: every field validates on blur and again on submit. */
export function SupportRequestForm({ fields, t, sending, onSubmit, language = 'en' }: Props) {
  const { ref, refused } = useFocusFirstInvalid();
  const rule = (field: SupportFieldName) => (value: string | undefined) => {
    const code = validateSupportField(field, value, fields);
    return code ? supportErrorMessage(field, code, fields, t) : undefined;
  };
  const fixed = fields.fixedIssue;
  return (
    <Form<SupportFormValues>
      initialValues={EMPTY}
      // "fields validate on blur": a message appears once its field is left (touched) or after a
      // submit. Values are checked on every change, so a corrected field's message goes while the
      // person types instead of on the blur that a click on Submit causes: that late removal moved
      // the button from under the pointer and the click was lost.
      onSubmit={(values) => onSubmit({ ...EMPTY, ...values })}
      render={({ handleSubmit, form }) => (
        <form
          ref={ref}
          className="support-form"
          noValidate
          onSubmit={(event) => {
            void handleSubmit(event);
            // A refused submit: focus goes to the first field in error, the summary is announced.
            if (form.getState().invalid) refused();
          }}
          aria-busy={sending}
        >
          <SupportField
            name="name"
            kind="text"
            label={fields.nameLabel || t.nameLabel}
            placeholder={fields.namePlaceholder}
            required={fields.nameRequired}
            validate={rule('name')}
          />
          <SupportField
            name="email"
            kind="email"
            label={fields.emailLabel || t.emailLabel}
            placeholder={fields.emailPlaceholder}
            required={fields.emailRequired}
            validate={rule('email')}
          />
          <SupportField
            name="issue"
            kind={fixed ? 'fixed' : 'select'}
            fixedValue={fixed}
            options={fields.issues}
            label={fields.issueLabel || t.issueLabel}
            placeholder={fields.issuePlaceholder || t.issuePlaceholder}
            required={fields.issueRequired && !fixed}
            validate={rule('issue')}
          />
          <SupportField
            name="message"
            kind="textarea"
            label={fields.messageLabel || t.messageLabel}
            placeholder={fields.messagePlaceholder}
            required={fields.messageRequired}
            validate={rule('message')}
          />
          <FinalFormErrorSummary language={language} className="support-form__error" />
          <button type="submit" className="button button--primary support-form__submit" disabled={sending}>
            {fields.buttonText || t.submit}
          </button>
        </form>
      )}
    />
  );
}
