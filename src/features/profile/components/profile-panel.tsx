import { useId, useRef, useState } from 'react';
import type { Language } from '../../../shared/content-model/language';
import type { MyProfileFields } from '../../../shared/content-model/profile-fields';
import type { BasicDetails } from '../../../shared/contracts/profile-scalars';
import type { ProfileStrings } from '../profile-strings';
import { ProfileForm } from './profile-form';

interface ProfilePanelProps {
  fields: MyProfileFields;
  details: BasicDetails;
  language: Language;
  t: ProfileStrings;
  /** The page's <h1> when the widget comes first. */
  headingLevel: 'h1' | 'h2';
}

/**
 * "Header with expand/collapse toggle, contact form, and a link 'Hide my profile' that
 * collapses the form and scrolls to the header". The form stays mounted while collapsed, so what
 * was typed is not lost.
 */
export function ProfilePanel({ fields, details, language, t, headingLevel: Heading }: ProfilePanelProps) {
  const [expanded, setExpanded] = useState(true);
  const regionId = `${useId().replace(/:/g, '')}-profile-form`;
  const headerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hide = () => {
    setExpanded(false);
    headerRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    // The link disappears with the form: focus goes back where the form can be opened again.
    toggleRef.current?.focus();
  };
  return (
    <div className="my-profile__panel">
      <div className="my-profile__header" ref={headerRef}>
        <Heading className="my-profile__title">{fields.headerTitle || t.headerTitle}</Heading>
        <button
          ref={toggleRef}
          type="button"
          className="my-profile__toggle"
          aria-expanded={expanded}
          aria-controls={regionId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? fields.collapseText || t.collapse : fields.expandText || t.expand}
        </button>
      </div>
      <div id={regionId} className="my-profile__body" hidden={!expanded}>
        <ProfileForm
          fields={fields}
          details={details}
          language={language}
          t={t}
          sectionHeading={Heading === 'h1' ? 'h2' : 'h3'}
        />
        <button type="button" className="my-profile__hide link-button" onClick={hide}>
          {fields.hideProfileText || t.hideProfile}
        </button>
      </div>
    </div>
  );
}
