import { useId, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import {
  shareBarFieldsSchema,
  type ShareBarFields,
  type SharingMedium,
} from '../../../shared/content-model/page-widget-fields';
import { shareablePageUrl, shareUrl } from '../../../shared/domain/page-widgets/share-links';
import { pageWidgetStrings, type PageWidgetStrings } from './page-widget-strings';
import { parseWidgetFields } from '../../../content/widget-fields';
import { useLayoutPage } from './use-layout-page';
import type { WidgetProps } from './widget-props';
import './page-widgets.css';
import { useClientValue } from '../../../components/use-client-value';

/** The networks' own names; email is a word of the page's language (shareByEmail). */
const MEDIUM_NAMES: Record<SharingMedium, string> = {
  Email: 'Email',
  Facebook: 'Facebook',
  X: 'X',
  LinkedIn: 'LinkedIn',
};

interface SharePage {
  url: string;
  title: string;
  subject: string;
  body: string;
}

function ShareLinks({ fields, page, t }: { fields: ShareBarFields; page: SharePage; t: PageWidgetStrings }) {
  const labelId = useId();
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <div className="share-bar__share">
      <p className="share-bar__label" id={labelId}>
        {fields.shareText ?? t.share}
      </p>
      <ul className="share-bar__media" aria-labelledby={labelId}>
        {fields.sharingMedia.map((medium) => (
          <li key={medium}>
            {medium === 'Email' ? (
              <a className="share-bar__medium" href={shareUrl(medium, page)}>
                {t.shareByEmail}
              </a>
            ) : (
              // Another site in a new window; noopener so it cannot reach back into this page.
              <a
                className="share-bar__medium"
                href={shareUrl(medium, page)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <span className="visually-hidden">{t.shareVia} </span>
                {MEDIUM_NAMES[medium]}
                <span className="visually-hidden"> {t.opensNewWindow}</span>
              </a>
            )}
          </li>
        ))}
        {canShareNatively ? (
          <li>
            <button
              type="button"
              className="share-bar__medium"
              onClick={() => void navigator.share({ title: page.title, url: page.url }).catch(() => {})}
            >
              {t.shareNative}
            </button>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/**
 * The share/download bar: a file to download and links to share the page. Not shown inside another site's
 * frame (loadType=iframe).
 */
export default function ShareBar({ fields: raw }: WidgetProps<unknown>) {
  const location = useLocation();
  const layoutPage = useLayoutPage();
  const fields = useMemo(() => parseWidgetFields(shareBarFieldsSchema, raw, 'ShareBar'), [raw]);
  // Known to the browser only: the server's first screen has them empty, the browser fills them in.
  const href = useClientValue(() => window.location.href, '');
  const documentTitle = useClientValue(() => document.title, '');
  if (!fields || new URLSearchParams(location.search).get('loadType') === 'iframe') return null;
  const t = pageWidgetStrings(layoutPage.locale);
  const title = layoutPage.title ?? documentTitle;
  const page: SharePage = {
    url: shareablePageUrl(href),
    title,
    subject: fields.emailSubject ?? title,
    body: fields.emailBody ?? '',
  };
  const download = fields.showDownloadOption && fields.downloadFile ? fields.downloadFile : null;
  const share = fields.showShareOption && fields.sharingMedia.length > 0;
  if (!download && !share) return null;
  return (
    <section className="share-bar" aria-label={fields.shareText ?? t.share}>
      {download ? (
        <a className="button share-bar__download" href={download} download>
          <span aria-hidden="true">⤓</span> {fields.downloadText ?? t.download}
        </a>
      ) : null}
      {share ? <ShareLinks fields={fields} page={page} t={t} /> : null}
    </section>
  );
}
