import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  communityPageFieldsSchema,
  type CommunityPageFields,
} from '../../../shared/content-model/profile-fields';
import type { Profile } from '../../../shared/contracts/profile-scalars';
import { joinChange, leaveChange } from '../communities';
import { profileInterestsChanged, selectInterestsStatus } from '../profile-slice';
import { profileStrings, type ProfileStrings } from '../profile-strings';
import { PageSkeleton } from '../../../components/page-skeleton';
import { SignedOutPrompt } from './signed-out-prompt';
import { useMemberProfile } from './use-member-profile';
import { useWidgetFields } from '../../../content/widget-fields';
import type { WidgetProps } from './widget-props';
import '../profile.css';

function Membership({
  fields,
  t,
  member,
}: {
  fields: CommunityPageFields;
  t: ProfileStrings;
  member: Profile;
}) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectInterestsStatus);
  const key = fields.communityKey;
  const joined = member.communities.includes(key);
  const toggle = () => dispatch(profileInterestsChanged(joined ? leaveChange(member, key) : joinChange(key)));
  return (
    <div className="community-page__membership">
      <p role="status" aria-live="polite">
        {status === 'saving'
          ? fields.savingText || t.interestsSaving
          : joined
            ? fields.memberText || t.communityMember
            : fields.notMemberText || t.communityNotMember}
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled={status === 'saving'}
        onClick={toggle}
      >
        {joined ? fields.leaveButtonText || t.communityLeave : fields.joinButtonText || t.communityJoin}
      </button>
      <div role="alert">{status === 'failed' ? <p>{fields.failedText || t.interestsFailed}</p> : null}</div>
    </div>
  );
}

/**
 * A community's page (/communities/{key}): its title and description; for a member the membership
 * and Join / Leave (UpdateConditionCommunitiesForMyProfile, adding with isAppendExisting); for a
 * signed-out visitor the button that opens the profile modal. A mailed ?communityToken= is
 * exchanged by the session sagas before this widget knows the member.
 */
export default function CommunityPage({ fields: raw, position }: WidgetProps<CommunityPageFields>) {
  const fields = useWidgetFields(communityPageFieldsSchema, raw, 'CommunityPage');
  const { session, details, status, language } = useMemberProfile('community');
  const t = profileStrings(language);
  if (!fields) return null;
  const Heading = position === 0 ? 'h1' : 'h2';
  return (
    <section className="community-page">
      <Heading className="community-page__title">{fields.title}</Heading>
      {fields.description ? <p className="community-page__description">{fields.description}</p> : null}
      {session === 'signedOut' ? (
        <SignedOutPrompt
          text={fields.signedOutText || t.communitySignedOut}
          buttonText={fields.signInButtonText || t.signIn}
        />
      ) : details ? (
        <Membership fields={fields} t={t} member={details} />
      ) : status === 'failed' ? null : (
        <PageSkeleton label={t.loading} />
      )}
    </section>
  );
}
