import { useAppSelector } from '../../../app/hooks';
import { myProfileFieldsSchema, type MyProfileFields } from '../../../shared/content-model/profile-fields';
import { selectInterestsStatus } from '../profile-slice';
import { profileStrings, type ProfileStrings } from '../profile-strings';
import { CommunityList } from './community-list';
import { ConditionsBanner } from './conditions-banner';
import { ProfilePanel } from './profile-panel';
import { PageSkeleton } from '../../../components/page-skeleton';
import { SignedOutPrompt } from './signed-out-prompt';
import { useConditionOptions } from './use-condition-options';
import { useMemberProfile } from './use-member-profile';
import { useWidgetFields } from '../../../content/widget-fields';
import type { WidgetProps } from './widget-props';
import '../profile.css';

/** The conditions and communities update's progress and refusal (the change is shown at once). */
function InterestsStatus({ t }: { t: ProfileStrings }) {
  const status = useAppSelector(selectInterestsStatus);
  return (
    <>
      <div role="status" aria-live="polite" className="my-profile__status">
        {status === 'saving' ? t.interestsSaving : null}
      </div>
      <div role="alert" className="my-profile__alert">
        {status === 'failed' ? <p>{t.interestsFailed}</p> : null}
      </div>
    </>
  );
}

/**
 * My Profile: for a signed-out visitor a short text and the sign-in button; while the session or the profile
 * is unknown a skeleton; for a member the header and contact form, the conditions banner and the communities.
 */
export default function MyProfile({ fields: raw, position }: WidgetProps<MyProfileFields>) {
  const fields = useWidgetFields(myProfileFieldsSchema, raw, 'MyProfile');
  const { session, details, status, language } = useMemberProfile('myProfile');
  const options = useConditionOptions(language);
  const t = profileStrings(language);
  if (!fields) return null;
  const Heading = position === 0 ? 'h1' : 'h2';
  if (session === 'signedOut' || !details) {
    return (
      <section className="my-profile">
        <Heading className="my-profile__title">{fields.headerTitle || t.headerTitle}</Heading>
        {session === 'signedOut' ? (
          <SignedOutPrompt
            text={fields.signedOutText || t.signedOut}
            buttonText={fields.signInButtonText || t.signIn}
          />
        ) : status === 'failed' ? (
          <p role="alert">{t.loadFailed}</p>
        ) : (
          <PageSkeleton label={t.loading} />
        )}
      </section>
    );
  }
  return (
    <section className="my-profile">
      <ProfilePanel
        fields={fields}
        details={details.basicDetails}
        language={language}
        t={t}
        headingLevel={Heading}
      />
      <ConditionsBanner fields={fields} t={t} member={details} options={options} language={language} />
      <CommunityList fields={fields} t={t} member={details} options={options} language={language} />
      <InterestsStatus t={t} />
    </section>
  );
}
