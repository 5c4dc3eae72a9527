import { useMemo } from 'react';
import {
  cookieDeclarationTableFieldsSchema,
  type CookieListItem,
} from '../../../shared/content-model/page-widget-fields';
import { cookieSource } from '../../../shared/domain/page-widgets/cookie-source';
import { pageWidgetStrings } from './page-widget-strings';
import { parseWidgetFields } from '../../../content/widget-fields';
import { useLayoutPage } from './use-layout-page';
import { useMediaQuery } from '../../../components/use-media-query';
import type { WidgetProps } from './widget-props';
import './page-widgets.css';
import './cookie-declaration-table.css';
import { useClientValue } from '../../../components/use-client-value';

/**
 * Stacked rows below 786 px (the spec lists 786 among its breakpoints): a
 * four-column table with long descriptions does not fit a phone or a portrait tablet (768 px).
 */
const COOKIE_TABLE_STACKED_QUERY = '(max-width: 785px)';

interface Row {
  item: CookieListItem;
  source: string;
}

type Labels = { name: string; source: string; duration: string; description: string };

function CookieGrid({ rows, labels, caption }: { rows: Row[]; labels: Labels; caption?: string }) {
  return (
    <table className="cookie-table">
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">{labels.name}</th>
          <th scope="col">{labels.source}</th>
          <th scope="col">{labels.duration}</th>
          <th scope="col">{labels.description}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ item, source }) => (
          <tr key={item.nameValue}>
            <th scope="row">{item.nameValue}</th>
            <td>{source}</td>
            <td>{item.durationValue}</td>
            <td>{item.descriptionValue}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CookieStack({ rows, labels, caption }: { rows: Row[]; labels: Labels; caption?: string }) {
  return (
    <>
      {caption ? <p className="cookie-stack__caption">{caption}</p> : null}
      <ul className="cookie-stack">
        {rows.map(({ item, source }) => (
          <li key={item.nameValue} className="cookie-stack__item">
            <dl>
              <dt>{labels.name}</dt>
              <dd className="cookie-stack__name">{item.nameValue}</dd>
              <dt>{labels.source}</dt>
              <dd>{source}</dd>
              <dt>{labels.duration}</dt>
              <dd>{item.durationValue}</dd>
              <dt>{labels.description}</dt>
              <dd>{item.descriptionValue}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The cookie declaration table: a grid on wide screens, stacked on narrow ones. */
export default function CookieDeclarationTable({ fields: raw }: WidgetProps<unknown>) {
  const { locale } = useLayoutPage();
  const stacked = useMediaQuery(COOKIE_TABLE_STACKED_QUERY);
  const host = useClientValue(() => window.location.hostname, '');
  const fields = useMemo(
    () => parseWidgetFields(cookieDeclarationTableFieldsSchema, raw, 'CookieDeclarationTable'),
    [raw],
  );
  if (!fields) return null;
  const t = pageWidgetStrings(locale);
  const labels: Labels = {
    name: fields.namelabel ?? t.cookieName,
    source: fields.sourceLabel ?? t.cookieSource,
    duration: fields.durationLabel ?? t.cookieDuration,
    description: fields.descriptionLabel ?? t.cookieDescription,
  };
  const rows = fields.cookies.map((item) => ({ item, source: cookieSource(item, host) }));
  return (
    <section className="cookie-declaration">
      {fields.title ? <h2 className="cookie-declaration__title">{fields.title}</h2> : null}
      {stacked ? (
        <CookieStack rows={rows} labels={labels} caption={fields.caption} />
      ) : (
        <CookieGrid rows={rows} labels={labels} caption={fields.caption} />
      )}
    </section>
  );
}
