import { setupE2eSession } from './support/e2e-session';
import {
  cookieTableAtBothWidths,
  notificationBannerCloses,
  readMoreToggles,
  shareAndDownload,
  stickyBarFollowsTheHero,
  stickyBarOnStudyPage,
} from './support/page-widget-steps';

/*
 * The page widgets on their demo pages (/cookie-policy, /resources and a study
 * home page, in English and Spanish): the cookie table at both widths, the share and download
 * links, read more and Show more, the notification banner's close and the sticky bar.
 */

const session = setupE2eSession();

jest.setTimeout(60000);

describe('page widgets', () => {
  it.each(['en', 'es'] as const)(
    'the cookie table is a grid on desktop and stacked on a phone (%s)',
    async (language) => {
      await cookieTableAtBothWidths(session.page, session.server.baseUrl, language);
    },
  );

  it.each(['en', 'es'] as const)('share by mail and download the checklist (%s)', async (language) => {
    await shareAndDownload(session.page, session.server.baseUrl, language);
  });

  it.each(['en', 'es'] as const)('read more and Show more on a phone (%s)', async (language) => {
    await readMoreToggles(session.page, session.server.baseUrl, language);
  });

  it('the sticky bar follows the hero and the footer, and shows on a study page on a phone', async () => {
    await stickyBarFollowsTheHero(session.page, session.server.baseUrl, 'en');
    await stickyBarOnStudyPage(session.page, session.server.baseUrl);
  });

  it.each(['en', 'es'] as const)('the notification banner closes for the session (%s)', async (language) => {
    // A tab of its own: the close is remembered for the tab's session (sessionStorage).
    const page = await session.context.newPage();
    try {
      await notificationBannerCloses(page, session.server.baseUrl, language);
    } finally {
      await page.close();
    }
  });
});
