import { useState } from 'react';
import { tabListFieldsSchema } from '../../../shared/content-model/content-widget-fields';
import { initialTabIndex } from '../../../shared/domain/widgets/roving-tabs';
import { ContentBlock } from './content-block';
import { ResponsiveTabs } from './responsive-tabs';
import { useWidgetFields } from '../../../content/widget-fields';
import { useWidgetStrings } from './use-widget-strings';
import type { WidgetProps } from './widget-props';
import './tab-list.css';

/** Breakpoint "sm": tabs from 600px, the dropdown below. */
export const TAB_LIST_TABS_FROM = 600;

/**
 * Tab list: tabs on wider screens, a dropdown below sm; the selected index starts at 0. A tab shows one
 * content block, or a multi-column block.
 */
export default function TabList({ fields: raw, position }: WidgetProps<unknown>) {
  const fields = useWidgetFields(tabListFieldsSchema, raw, 'TabList');
  const t = useWidgetStrings();
  const [selected, setSelected] = useState(0);
  if (!fields) return null;
  const index = initialTabIndex(selected, fields.tabs.length);
  const tab = fields.tabs[index];
  const Heading = position === 0 ? 'h1' : 'h2';
  const blockHeading = fields.title ? 'h3' : 'h2';
  return (
    <section id={fields.anchorId} className="tab-list">
      {fields.title && <Heading className="tab-list__title">{fields.title}</Heading>}
      <ResponsiveTabs
        labels={fields.tabs.map((entry) => entry.label)}
        selected={index}
        onSelect={setSelected}
        tabsFrom={TAB_LIST_TABS_FROM}
        label={fields.selectLabel || fields.title || t.tabSelectLabel}
        className="tab-list__tabs"
      >
        {tab?.columns ? (
          <div className={`tab-list__columns tab-list__columns--${tab.columns.length}`}>
            {tab.columns.map((column, columnIndex) => (
              <ContentBlock
                key={`${index}-${columnIndex}`}
                block={column}
                headingLevel={blockHeading}
                className="tab-list__column"
              />
            ))}
          </div>
        ) : tab?.content ? (
          <ContentBlock key={index} block={tab.content} headingLevel={blockHeading} />
        ) : null}
      </ResponsiveTabs>
    </section>
  );
}
