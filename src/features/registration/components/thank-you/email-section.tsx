import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import type { Language } from '../../../../shared/content-model/language';
import type { RegistrationThankYouFields } from '../../../../shared/content-model/registration-fields';
import { canResend } from '../../../../shared/domain/registration/thank-you-rules';
import {
  changeEmailDismissed,
  changeEmailRequested,
  resendRequested,
  selectThankYou,
} from '../../registration-slice';
import type { RegistrationStrings } from '../../registration-strings';
import { ChangeEmailDialog } from './change-email-dialog';
import { EmailSentBox } from './email-sent-box';

interface EmailSectionProps {
  fields: RegistrationThankYouFields;
  email: string;
  language: Language;
  t: RegistrationStrings;
}

/**
 * "Thank-you": Resend (counted, disabled at the limit) and Change email with its dialog, which
 * closes once the address was changed. The mails themselves are the saga's.
 */
export function EmailSection({ fields, email, language, t }: EmailSectionProps) {
  const dispatch = useAppDispatch();
  const thankYou = useAppSelector(selectThankYou);
  const [dialogOpen, setDialogOpen] = useState(false);
  const mail = { language, ...(fields.mailIdList ? { mailIdList: fields.mailIdList } : {}) };
  return (
    <>
      <EmailSentBox
        fields={fields}
        email={email}
        canResend={canResend(thankYou.resendCount, fields.resendLimit)}
        busy={thankYou.overlay}
        onResend={() => dispatch(resendRequested({ ...mail, email }))}
        onChangeEmail={() => {
          dispatch(changeEmailDismissed());
          setDialogOpen(true);
        }}
        t={t}
      />
      {dialogOpen && thankYou.changeEmail !== 'changed' ? (
        <ChangeEmailDialog
          fields={fields}
          currentEmail={email}
          status={thankYou.changeEmail}
          onSave={(newEmail) => dispatch(changeEmailRequested({ ...mail, currentEmail: email, newEmail }))}
          onEdit={() => dispatch(changeEmailDismissed())}
          onClose={() => setDialogOpen(false)}
          t={t}
        />
      ) : null}
    </>
  );
}
