import { setupE2eSession } from './support/e2e-session';
import { waitForPath } from './support/journey-steps';

/*
 * The content cards and carousels on the demo pages, on a phone (1 card per slide): a carousel moves and
 * stops at its ends, the articles show their Spanish dates, a matched questionnaire result opens its site
 * modal and another status leads to its study page.
 */

const session = setupE2eSession();

jest.setTimeout(40000);

describe('cards and carousels', () => {
  it('moves the featured trials carousel after pausing its autoplay', async () => {
    const { page, server } = session;
    await page.goto(`${server.baseUrl}/featured-studies`);
    const carousel = page.getByRole('region', { name: 'Featured studies' });
    await carousel.getByRole('button', { name: 'Pause' }).click();
    await carousel.getByText('Slide 1 of 4').waitFor();
    expect(await carousel.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await carousel.getByRole('button', { name: 'Next' }).click();
    await carousel.getByText('Slide 2 of 4').waitFor();
    await carousel.getByRole('heading', { name: 'Asthma control study' }).waitFor();
    await page.getByRole('heading', { name: 'Study of the month' }).waitFor();
  });

  it("shows the Spanish articles with 'DD de MMMM de yyyy' dates and stops at the last slide", async () => {
    const { page, server } = session;
    await page.goto(`${server.baseUrl}/es/articles`);
    const carousel = page.getByRole('region', { name: 'Artículos' });
    await carousel.getByText('05 de marzo de 2026').waitFor();
    const next = carousel.getByRole('button', { name: 'Siguiente' });
    for (let slide = 2; slide <= 4; slide += 1) {
      await next.click();
      await carousel.getByText(`Diapositiva ${slide} de 4`).waitFor();
    }
    expect(await next.isDisabled()).toBe(true);
  });

  it('opens the matched result’s site modal; another status leads to its study', async () => {
    const { page, server } = session;
    await page.goto(`${server.baseUrl}/my-studies`);
    await page.getByRole('button', { name: 'Site information' }).click();
    const modal = page.getByRole('dialog', { name: 'Northside Neurology Research Center' });
    await modal.waitFor();
    expect(await modal.getByRole('link', { name: /Get directions/ }).getAttribute('target')).toBe('_blank');
    expect(await modal.getByRole('link', { name: /Call/ }).getAttribute('href')).toBe('tel:3125550142');
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.goto(`${server.baseUrl}/es/my-studies`);
    const carousel = page.getByRole('region', { name: 'Sus resultados del cuestionario' });
    await carousel.getByRole('button', { name: 'Siguiente' }).click();
    await carousel.getByRole('button', { name: 'Siguiente' }).click();
    await carousel.getByRole('link', { name: 'Ver estudio' }).click();
    await waitForPath(page, '/es/knee-oa-study');
  });
});
