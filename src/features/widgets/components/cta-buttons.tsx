import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../../components/app-link';
import { splitLocale } from '../../../lib/locale';
import type { CtaButton } from '../../../shared/content-model/cta-button-fields';
import { heroLinkKind } from '../../../shared/domain/widgets/hero-link';
import type { Language } from '../../../shared/content-model/language';
import { scrollToHeroAnchor } from './hero-scroll';
import './cta-buttons.css';

/* Kept here, not in content-widget-strings.ts: the home page's hero loads this module. */
const NEW_TAB: Record<Language, string> = {
  en: '(opens in a new tab)',
  es: '(se abre en una pestaña nueva)',
};

const VARIANT_CLASS: Record<CtaButton['variant'], string> = {
  primary: 'button button--primary',
  secondary: 'button cta-button--secondary',
  link: 'cta-button--link',
};

/**
 * One call to action (the spec's hero banner): '#anchor' scrolls smoothly
 * (with the notification-banner offset), an app path opens in the same window keeping the query,
 * an absolute http(s) link opens in a new tab, mailto/tel are plain links.
 */
export function CtaLink({ button, className = '' }: { button: CtaButton; className?: string }) {
  const { locale } = splitLocale(useLocation().pathname);
  const classes = `${VARIANT_CLASS[button.variant]} ${className}`.trim();
  const kind = heroLinkKind(button.link);
  if (kind === 'anchor') {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (scrollToHeroAnchor(button.link)) event.preventDefault();
    };
    return (
      <a href={button.link} className={classes} aria-label={button.ariaLabel} onClick={onClick}>
        {button.text}
      </a>
    );
  }
  if (kind === 'external') {
    return (
      <a
        href={button.link}
        className={classes}
        aria-label={button.ariaLabel}
        target="_blank"
        rel="noopener noreferrer"
      >
        {button.text}
        <span className="visually-hidden"> {NEW_TAB[locale]}</span>
      </a>
    );
  }
  return (
    <AppLink href={button.link} className={classes} ariaLabel={button.ariaLabel}>
      {button.text}
    </AppLink>
  );
}

/** A row of call-to-action buttons; nothing when there are none. */
export function CtaButtons({ buttons, className }: { buttons: readonly CtaButton[]; className: string }) {
  if (buttons.length === 0) return null;
  return (
    <div className={className}>
      {buttons.map((button) => (
        <CtaLink key={`${button.link}-${button.text}`} button={button} />
      ))}
    </div>
  );
}
