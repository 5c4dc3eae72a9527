import { useState } from 'react';
import { studySwitcherFieldsSchema } from '../../../shared/content-model/content-widget-fields';
import { filterStudiesBySwitcher } from '../../../shared/domain/widgets/study-filter';
import { ResponsiveTabs } from './responsive-tabs';
import { StudyCards } from './study-cards';
import { useWidgetFields } from '../../../content/widget-fields';
import { useWidgetStrings } from './use-widget-strings';
import type { WidgetProps } from './widget-props';
import './study-switcher.css';

/** Tabs on desktop (from 1025px, the desktop header's width), a dropdown on smaller screens. */
export const STUDY_SWITCHER_TABS_FROM = 1025;

/**
 * Study switcher (element id study-switcher): it switches
 * which study cards are shown — the studies whose group is the chosen option's value, or every
 * study for the value 'view-all'. The first option is selected at first.
 */
export default function StudySwitcher({ fields: raw, position }: WidgetProps<unknown>) {
  const fields = useWidgetFields(studySwitcherFieldsSchema, raw, 'StudySwitcher');
  const t = useWidgetStrings();
  const [selected, setSelected] = useState(0);
  if (!fields) return null;
  const option = fields.options[selected] ?? fields.options[0];
  const shown = option ? filterStudiesBySwitcher(fields.studies, option.value) : fields.studies;
  const Heading = position === 0 ? 'h1' : 'h2';
  const title = fields.title || t.switcherTitle;
  return (
    <section id="study-switcher" className="study-switcher" aria-labelledby="study-switcher-title">
      <Heading id="study-switcher-title" className="study-switcher__title">
        {title}
      </Heading>
      {fields.description && <p className="study-switcher__description">{fields.description}</p>}
      <ResponsiveTabs
        labels={fields.options.map((entry) => entry.name)}
        selected={selected}
        onSelect={setSelected}
        tabsFrom={STUDY_SWITCHER_TABS_FROM}
        label={fields.selectLabel || t.switcherSelectLabel}
        className="study-switcher__tabs"
      >
        <p className="visually-hidden" aria-live="polite">
          {t.studiesShown.replace('{count}', String(shown.length))}
        </p>
        <StudyCards studies={shown} headingLevel="h3" />
      </ResponsiveTabs>
    </section>
  );
}
