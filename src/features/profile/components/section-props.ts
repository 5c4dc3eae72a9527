import type { Language } from '../../../shared/content-model/language';
import type { MyProfileFields } from '../../../shared/content-model/profile-fields';
import type { ConditionOfInterest } from '../../../shared/contracts/lists';
import type { Profile } from '../../../shared/contracts/profile-scalars';
import type { ProfileStrings } from '../profile-strings';

/** What the conditions banner and the community list of My Profile both receive. */
export interface ProfileSectionProps {
  fields: MyProfileFields;
  t: ProfileStrings;
  member: Pick<Profile, 'conditions' | 'communities'>;
  /** The conditions of interest list (which communities each condition has). */
  options: readonly ConditionOfInterest[];
  language: Language;
}
