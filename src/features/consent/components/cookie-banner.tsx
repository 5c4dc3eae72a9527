import { useId, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import type { Locale } from '../../../lib/locale';
import type { SiteSettings } from '../../../shared/content-model/site-settings';
import type { ConsentAction } from '../../../shared/domain/cookie-consent';
import { consentDecision, initialSelection, listedCategories } from '../consent-decision';
import { consentDecided, selectConsent } from '../consent-slice';
import { consentStrings, type ConsentStrings } from '../consent-strings';
import { ManageCookiesDialog } from './manage-cookies-dialog';
import './consent.css';

export interface CookieBannerProps {
  site: SiteSettings;
  locale: Locale;
  /** Texts from content; empty ones fall back to 'Accept', 'Reject', 'Manage Cookie'. */
  text?: Partial<ConsentStrings>;
}

/** Accept, Reject and a Manage link (the spec's cookie popup). Not modal: the page stays usable. */
export default function CookieBanner({ site, locale, text }: CookieBannerProps) {
  const dispatch = useAppDispatch();
  const consent = useAppSelector(selectConsent);
  const [managing, setManaging] = useState(false);
  const titleId = useId();
  const t = consentStrings(locale, text);
  const decide = (action: ConsentAction, selected?: Record<string, boolean>) =>
    dispatch(consentDecided(consentDecision(site, action, selected)));

  return (
    <section className="cookie-banner" aria-labelledby={titleId} data-testid="cookie-banner">
      <div className="cookie-banner__inner">
        <h2 id={titleId} className="cookie-banner__title">
          {t.bannerTitle}
        </h2>
        <p className="cookie-banner__text">{t.bannerText}</p>
        <div className="cookie-banner__actions">
          <button type="button" className="button button--primary" onClick={() => decide('accept')}>
            {t.accept}
          </button>
          <button type="button" className="button button--primary" onClick={() => decide('reject')}>
            {t.reject}
          </button>
          <button
            type="button"
            className="cookie-banner__manage"
            aria-haspopup="dialog"
            onClick={() => setManaging(true)}
          >
            {t.manage}
          </button>
        </div>
      </div>
      {managing ? (
        <ManageCookiesDialog
          categories={listedCategories(site)}
          initial={initialSelection(site, consent)}
          strings={t}
          onSave={(selected) => decide('save', selected)}
          onClose={() => setManaging(false)}
        />
      ) : null}
    </section>
  );
}
