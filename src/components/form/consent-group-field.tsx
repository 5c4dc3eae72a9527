import { useField } from 'react-final-form';
import type { ConsentGroup } from '../../shared/content-model/form';
import { consentMediumFieldName } from '../../shared/domain/contact-form/consent-rules';
import { CheckboxField } from './checkbox-field';
import { FieldError } from './field-error';
import { FIELD_NAME_ATTRIBUTE, fieldIds, visibleError } from './field-meta';

interface MediumProps {
  name: string;
  value: string;
  label: string;
  id: string;
  invalid: boolean;
  /** The group's message, named by each box too. */
  errorId: string;
  first: boolean;
}

function MediumCheckbox({ name, value, label, id, invalid, errorId, first }: MediumProps) {
  const { input } = useField(name, { type: 'checkbox', value, subscription: { value: true } });
  return (
    <div className="contact-form__choice">
      <input
        {...input}
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        {...(first ? { [FIELD_NAME_ATTRIBUTE]: name } : {})}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/**
 * One consent group (the spec's consent group and its consent-medium fields): its own checkbox
 * (value `group.key`) unless hidden, its title and subtitle, and the
 * visible contact media (value: the ticked medium keys, e.g. SecondaryConsentMedium).
 */
export function ConsentGroupField({ group, idPrefix }: { group: ConsentGroup; idPrefix: string }) {
  const mediumName = consentMediumFieldName(group);
  const media = group.consentMediumList.filter((medium) => !medium.hideFromUI);
  const { meta } = useField(mediumName, {
    subscription: { error: true, touched: true, modified: true, submitFailed: true },
  });
  const mediumIds = fieldIds(idPrefix, mediumName);
  const mediumError = visibleError(meta);
  if (group.hideFromUI) return null;
  const subtitle = group.consentSubTitle ? <p>{group.consentSubTitle}</p> : undefined;
  return (
    <div className="contact-form__consent">
      {group.hideConsentCheckbox ? (
        media.length === 0 && (
          <>
            <p className="contact-form__label">{group.consentTitle}</p>
            {subtitle}
          </>
        )
      ) : (
        <CheckboxField
          name={group.key}
          label={group.consentTitle}
          idPrefix={idPrefix}
          required={group.isRequired}
          readOnly={false}
          description={subtitle}
        />
      )}
      {media.length > 0 && (
        <fieldset
          className="contact-form__group"
          aria-describedby={mediumError ? mediumIds.error : undefined}
        >
          {/* Without its own box the group's title asks the question the media answer. */}
          <legend className="contact-form__label">
            {group.hideConsentCheckbox ? group.consentTitle : group.name}
          </legend>
          {group.hideConsentCheckbox && subtitle}
          {media.map((medium, index) => (
            <MediumCheckbox
              key={medium.key}
              name={mediumName}
              value={medium.key}
              label={medium.name}
              id={`${mediumIds.control}-${index}`}
              invalid={Boolean(mediumError)}
              errorId={mediumIds.error}
              first={index === 0}
            />
          ))}
          <FieldError id={mediumIds.error} message={mediumError} />
        </fieldset>
      )}
    </div>
  );
}
