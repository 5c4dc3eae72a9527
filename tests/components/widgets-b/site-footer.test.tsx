import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SiteFooter } from '../../../src/app/layout/site-footer';
import { uiStrings } from '../../../src/app/ui-strings';
import type { SiteSettings } from '../../../src/shared/content-model/site-settings';
import { siteSettings } from '../app/fixtures';

function renderFooter(footer: Partial<SiteSettings['footer']>, locale: 'en' | 'es' = 'en') {
  const base = siteSettings(locale);
  const site: SiteSettings = { ...base, footer: { ...base.footer, ...footer } };
  render(
    <MemoryRouter>
      <SiteFooter site={site} locale={locale} strings={uiStrings(locale)} />
    </MemoryRouter>,
  );
  return screen.getByRole('contentinfo');
}

describe('SiteFooter variants ("Header and logo")', () => {
  let now: jest.SpyInstance;
  beforeEach(() => {
    now = jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2031, 5, 15));
  });
  afterEach(() => now.mockRestore());

  it('Default (also when no variant is set): logo, links and copyright in one column', () => {
    const footer = renderFooter({
      variant: undefined,
      tagline: 'Never shown in Default',
      copyright: '© [currentYear] ClinicalResearch',
      links: [{ label: 'Support', href: '/support' }],
    });
    expect(footer).toHaveAttribute('data-variant', 'Default');
    expect(within(footer).getByRole('link', { name: 'ClinicalResearch' })).toHaveAttribute('href', '/');
    expect(within(footer).getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(within(footer).getByText('© 2031 ClinicalResearch')).toBeInTheDocument();
    expect(within(footer).queryByText('Never shown in Default')).toBeNull();
  });

  it('CR: the tagline beside the logo and the copyright on its own band', () => {
    const footer = renderFooter(
      {
        variant: 'CR',
        tagline: 'Ayudamos a encontrar estudios.',
        copyright: '© [copyrightyear]–[currentYear] ClinicalResearch',
        copyrightYear: 2019,
        links: [{ label: 'Ayuda', href: '/es/support' }],
      },
      'es',
    );
    expect(footer).toHaveAttribute('data-variant', 'CR');
    expect(within(footer).getByRole('link', { name: 'InvestigaciónClínica' })).toHaveAttribute('href', '/es');
    expect(within(footer).getByText('Ayudamos a encontrar estudios.')).toBeInTheDocument();
    expect(within(footer).getByRole('navigation', { name: 'Pie de página' })).toBeInTheDocument();
    const copyright = within(footer).getByText('© 2019–2031 ClinicalResearch');
    expect(copyright.parentElement).toHaveClass('site-footer__band');
  });

  it('keeps the manage-my-profile link opening the profile modal in both variants', () => {
    for (const variant of ['CR', 'Default'] as const) {
      const footer = renderFooter({
        variant,
        links: [{ label: 'Manage my profile', href: '/manage-my-profile' }],
      });
      expect(within(footer).getByRole('link', { name: 'Manage my profile' })).toHaveClass(
        'open-profile-modal',
      );
      footer.parentElement?.remove();
    }
  });
});
