import { AppLink } from '../../../../components/app-link';
import type { RegistrationThankYouFields } from '../../../../shared/content-model/registration-fields';
import type { RegistrationStrings } from '../../registration-strings';

/** The explore-profile card: heading, icon and a button to the profile link or My Profile. */
export function ExploreProfileCard({
  fields,
  myProfilePath,
  t,
}: {
  fields: RegistrationThankYouFields;
  myProfilePath: string;
  t: RegistrationStrings;
}) {
  const card = fields.exploreProfile;
  return (
    <div className="registration-thank-you__explore">
      <h2 className="registration-thank-you__box-title">
        {card.icon ? (
          <span className="registration-thank-you__icon" aria-hidden="true">
            {card.icon}
          </span>
        ) : null}
        {card.heading || t.exploreHeading}
      </h2>
      <AppLink href={card.link ?? myProfilePath} className="button button--primary">
        {card.buttonText || t.exploreButton}
      </AppLink>
    </div>
  );
}
