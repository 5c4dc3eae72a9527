import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { createStaffAccount } from '../../src/server/staff/staff-accounts';
import { STAFF_SESSION_COOKIE } from '../../src/server/staff/staff-cookie';
import { mintStaffSession } from '../../src/server/staff/staff-sessions';
import { referralIdOf } from '../../src/shared/contracts/site-selection';
import { formatViolations, runAxe, settlePage, trackRequests } from './support/axe';
import { setupE2eSession } from './support/e2e-session';
import { securityRecordOf } from './support/security-recorder';

/*
 * A study manager's funnel in Chromium: the chart drawn on its canvas (chart.js in the workspace
 * chunk, sized through the CSSOM under the strict CSP), the table, the export, and no axe
 * violation in English or Spanish, on a desktop screen and at 768 px.
 */

const session = setupE2eSession({ page: 'none', setupTimeoutMs: 60_000 });
const HOUR = 3_600_000;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  const { db } = session.server.deps;
  const now = new Date();
  for (let i = 0; i < 6; i++) {
    const createdAt = new Date(now.getTime() - i * 24 * HOUR);
    await db
      .insertInto('journey_enrollments')
      .values({
        tenant_key: 'cr-demo',
        enrollment_id: randomUUID(),
        study_key: 'migraine-study',
        journey_status: 'Partial',
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
  }
  for (let i = 0; i < 3; i++) {
    const enrollmentId = randomUUID();
    const referralId = referralIdOf(enrollmentId, 'MIG-301-001');
    const createdAt = new Date(now.getTime() - (i + 1) * 24 * HOUR);
    await db
      .insertInto('referral_notifications')
      .values({
        tenant_key: 'cr-demo',
        enrollment_id: enrollmentId,
        referral_id: referralId,
        site_code: 'MIG-301-001',
        created_at: createdAt,
      })
      .execute();
    await db
      .insertInto('referral_status_events')
      .values({
        id: randomUUID(),
        referral_id: referralId,
        status: 'Contacted',
        actor_account_id: null,
        occurred_at: new Date(createdAt.getTime() + (i + 2) * HOUR),
      })
      .execute();
  }
  const accountId = await createStaffAccount(
    db,
    {
      email: 'manager.funnel@example.org',
      displayName: 'Funnel Manager',
      role: 'study_manager',
      studies: ['MIG-301'],
      status: 'active',
      createdBy: null,
    },
    now,
  );
  const token = await mintStaffSession(db, accountId!, now);
  context = await session.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  await context.addCookies([
    { name: STAFF_SESSION_COOKIE, value: token, url: `${session.server.baseUrl}/api/staff` },
  ]);
  page = await context.newPage();
  trackRequests(page);
});

async function open(path: string): Promise<void> {
  await page.goto(`${session.server.baseUrl}${path}`);
  await page.locator('table').waitFor();
  await settlePage(page);
}

describe('the funnel page in Chromium', () => {
  it('draws the chart and the table, with the median time to first contact', async () => {
    await open('/staff/funnel');
    expect(await page.locator('h1').allTextContents()).toEqual(['Recruitment funnel']);
    const canvas = page.locator('canvas[role="img"]');
    expect(await canvas.getAttribute('aria-label')).toMatch(/In total: 6 Visits, .*3 Referred/);
    const box = await canvas.boundingBox();
    expect(box!.width).toBeGreaterThan(600);
    expect(box!.height).toBeGreaterThan(200);
    // Something was painted: not every pixel of the canvas is transparent.
    const painted = await canvas.evaluate((element) => {
      const c = element as HTMLCanvasElement;
      const pixels = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      return pixels.some((value, i) => i % 4 === 3 && value !== 0);
    });
    expect(painted).toBe(true);
    expect(await page.getByText('3 hours (3 referrals contacted)').count()).toBe(1);
    const totals = page.locator('tfoot tr');
    expect(await totals.locator('th').textContent()).toBe('Total');
    expect((await totals.locator('td').allTextContents()).slice(0, 1)).toEqual(['6']);
  });

  it('exports the CSV the filters describe', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFFweek,study,protocol,site_code,site_name,visits')).toBe(true);
    expect(text).toContain('MIG-301-001');
  });

  it('has no axe violation in English and Spanish, on a desktop and at 768 px', async () => {
    for (const [path, width, title] of [
      ['/staff/funnel', 1280, 'Recruitment funnel'],
      ['/es/staff/funnel', 1280, 'Embudo de reclutamiento'],
      ['/staff/funnel?weeks=26', 768, 'Recruitment funnel'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await open(path);
      expect(await page.locator('h1').textContent()).toBe(title);
      const violations = await runAxe(page);
      expect(formatViolations(`${path} at ${width}px`, violations)).toBe('');
    }
  });

  it('broke no rule of the content security policy', () => {
    expect(securityRecordOf(context)!.violations).toEqual([]);
  });
});
