import { setupE2eSession } from './support/e2e-session';
import {
  heroCtaScrolls,
  spanishPagesOpen,
  studySearchWorks,
  studySwitcherWorks,
  tabListWorks,
} from './support/content-widget-steps';

/*
 * The content widgets on their demo pages (/about-clinical-research, /hcp,
 * /studies, in English and Spanish): a hero CTA's smooth scroll with and without the
 * notification-banner offset, the tab list with the keyboard and as a dropdown, the study
 * switcher and the study-card search.
 */

const session = setupE2eSession();

jest.setTimeout(60000);

describe('content widgets', () => {
  it('a hero CTA scrolls to its section, 50 px lower while the notification banner is open', async () => {
    await heroCtaScrolls(session.page, session.server.baseUrl);
  });

  it('the tab list works with the keyboard on desktop and as a dropdown on a phone', async () => {
    await tabListWorks(session.page);
  });

  it('the study switcher shows all studies, then one area, as tabs and as a dropdown', async () => {
    await studySwitcherWorks(session.page, session.server.baseUrl);
  });

  it('the hero study search filters the cards as the person types', async () => {
    await studySearchWorks(session.page, session.server.baseUrl);
  });

  it('the three pages open in Spanish', async () => {
    await spanishPagesOpen(session.page, session.server.baseUrl);
  });
});
