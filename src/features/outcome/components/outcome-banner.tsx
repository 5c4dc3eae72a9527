import { useId } from 'react';
import { AppLink } from '../../../components/app-link';
import { useWidgetFields } from '../../../content/widget-fields';
import {
  outcomeBannerFieldsSchema,
  type OutcomeBannerFields,
} from '../../../shared/content-model/outcome-widget-fields';
import { OUTCOME_BANNER_FLAGS, type OutcomeBannerFlag } from '../../../shared/domain/outcome-paths';
import './outcome.css';

/** The flag the banner stands for: the first set, in the order of OUTCOME_BANNER_FLAGS. */
export function bannerFlagOf(fields: Pick<OutcomeBannerFields, OutcomeBannerFlag>): OutcomeBannerFlag | null {
  return OUTCOME_BANNER_FLAGS.find((flag) => fields[flag]) ?? null;
}

const MODIFIER: Record<OutcomeBannerFlag, string> = {
  isQualified: 'qualified',
  isDnq: 'dnq',
  isNoSitesAvailable: 'no-sites-available',
  isNoSitesAvailableMaxCapacity: 'no-sites-max-capacity',
  isNoSitesConvenient: 'no-sites-convenient',
};

function Icon({ qualified }: { qualified: boolean }) {
  return (
    <svg
      className="outcome-banner__icon"
      viewBox="0 0 24 24"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      {qualified ? (
        <path
          d="M7 12.5l3.2 3.2L17.5 8.5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path d="M12 7v6.5M12 16.6v.4" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      )}
    </svg>
  );
}

/**
 * "Outcome banner flags": isDnq, isNoSitesAvailable, isNoSitesConvenient, isNoSitesAvailableMaxCapacity,
 * isQualified. Empty when none is set.
 */
/** The registry's widget props (the raw fields, checked here in the widget's chunk; position on the page). */
interface OutcomeBannerProps {
  fields: unknown;
  position: number;
}

export default function OutcomeBanner({ fields: raw, position }: OutcomeBannerProps) {
  const fields = useWidgetFields(outcomeBannerFieldsSchema, raw, 'OutcomeBanner');
  const headingId = useId();
  if (!fields) return null;
  const flag = bannerFlagOf(fields);
  if (!flag) return null;
  const Heading = position === 0 ? 'h1' : 'h2';
  return (
    <section
      className={`outcome-banner outcome-banner--${MODIFIER[flag]}`}
      aria-labelledby={headingId}
      data-outcome-flag={flag}
    >
      <Icon qualified={flag === 'isQualified'} />
      <div className="outcome-banner__body">
        <Heading id={headingId} className="outcome-banner__heading">
          {fields.heading}
        </Heading>
        {fields.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {fields.linkText && fields.linkHref ? (
          <AppLink href={fields.linkHref} className="button button--primary">
            {fields.linkText}
          </AppLink>
        ) : null}
      </div>
    </section>
  );
}
