import { useId, useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '../../../../components/form-errors';
import { Modal } from '../../../../components/modal';
import type { RegistrationThankYouFields } from '../../../../shared/content-model/registration-fields';
import { changeEmailError } from '../../../../shared/domain/registration/email-rules';
import type { ChangeEmailStatus } from '../../registration-slice';
import type { RegistrationStrings } from '../../registration-strings';
import { FieldMessage, invalidProps } from '../fields/field-a11y';

interface ChangeEmailDialogProps {
  fields: RegistrationThankYouFields;
  currentEmail: string;
  status: ChangeEmailStatus;
  onSave: (newEmail: string) => void;
  /** The address was edited: the server's "already exists" no longer applies. */
  onEdit: () => void;
  onClose: () => void;
  t: RegistrationStrings;
}

/**
 * "Change-email dialog": the standard email pattern, different from the current address, and
 * not already registered (the server's check; a failed lookup counts as existing). Rendered
 * only while open, so each opening starts empty.
 */
export function ChangeEmailDialog({
  fields,
  currentEmail,
  status,
  onSave,
  onEdit,
  onClose,
  t,
}: ChangeEmailDialogProps) {
  const id = `change-email${useId().replace(/:/g, '')}`;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { ref: formRef, refused } = useFocusFirstInvalid();
  const shown = error ?? (status === 'exists' ? fields.emailExistsMessage || t.alreadyExists : null);
  const checking = status === 'checking';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = changeEmailError(
      value,
      currentEmail,
      fields.changeEmailInvalidMessage || t.invalidEmail,
      t.sameEmail,
    );
    setError(problem ?? null);
    if (problem) refused();
    else onSave(value.trim());
  };

  return (
    <Modal
      open
      title={fields.changeEmailTitle || t.changeEmailTitle}
      onClose={onClose}
      testId="change-email-dialog"
      actions={
        <>
          <button type="submit" form={`${id}-form`} className="button button--primary" disabled={checking}>
            {fields.changeEmailSaveText || t.save}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {fields.cancelText || t.cancel}
          </button>
        </>
      }
    >
      <form ref={formRef} id={`${id}-form`} noValidate onSubmit={submit} className="registration__field">
        <label htmlFor={`${id}-email`} className="registration__label">
          {fields.newEmailLabel || t.newEmailLabel}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          data-autofocus
          value={value}
          {...invalidProps(`${id}-message`, shown)}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
            if (status === 'exists') onEdit();
          }}
        />
        <FieldMessage id={`${id}-message`} message={shown} />
      </form>
    </Modal>
  );
}
