import { useField } from 'react-final-form';
import { STEP_FIELDS } from '../../../../shared/domain/registration/step-values';
import { controlIds, FieldMessage, invalidProps } from './field-a11y';

/**
 * The 'is mobile' box. Its only message is the SMS-without-mobile error, which shows as soon as
 * an SMS medium is ticked: the person then sees at once why Next stays disabled.
 */
export function IsMobileField({ label, idPrefix }: { label: string; idPrefix: string }) {
  const name = STEP_FIELDS.isMobile;
  const { input, meta } = useField<boolean>(name, {
    type: 'checkbox',
    subscription: { value: true, error: true },
  });
  const ids = controlIds(idPrefix, name);
  const error = typeof meta.error === 'string' && meta.error !== '' ? meta.error : null;
  return (
    <div className="registration__field registration__field--checkbox">
      <input
        type="checkbox"
        name={input.name}
        id={ids.control}
        checked={Boolean(input.checked)}
        onChange={input.onChange}
        onFocus={input.onFocus}
        onBlur={input.onBlur}
        {...invalidProps(ids.message, error)}
      />
      <label htmlFor={ids.control}>{label}</label>
      <FieldMessage id={ids.message} message={error} />
    </div>
  );
}
