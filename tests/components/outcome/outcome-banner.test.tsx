import { screen } from '@testing-library/react';
import OutcomeBanner from '../../../src/features/outcome/components/outcome-banner';
import {
  outcomeBannerFieldsSchema,
  type OutcomeBannerFields,
} from '../../../src/shared/content-model/outcome-widget-fields';
import { OUTCOME_BANNER_FLAGS } from '../../../src/shared/domain/outcome-paths';
import { renderWidget } from '../widgets/render-widget';

/** The warnings a widget logged about fields it cannot read. */
const invalidFieldLogs = (warn: jest.SpyInstance, name: string) =>
  warn.mock.calls.filter((args) => args[0] === `[content] Invalid fields for ${name}`);

function fields(overrides: Record<string, unknown> = {}): OutcomeBannerFields {
  return outcomeBannerFieldsSchema.parse({
    heading: 'Thank you for taking the questionnaire',
    paragraphs: ['You do not qualify for this study.', 'Other studies may suit you.'],
    linkText: 'See other studies',
    linkHref: '/',
    ...overrides,
  });
}

describe('OutcomeBanner', () => {
  it('renders nothing when no flag is set', () => {
    const { container } = renderWidget(<OutcomeBanner fields={fields()} position={0} />);
    expect(container.querySelector('.outcome-banner')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it.each(OUTCOME_BANNER_FLAGS.map((flag) => [flag]))('%s shows the banner in its own tone', (flag) => {
    const { container } = renderWidget(<OutcomeBanner fields={fields({ [flag]: true })} position={1} />);
    const banner = container.querySelector('.outcome-banner');
    expect(banner).toHaveAttribute('data-outcome-flag', flag);
    expect(screen.getByRole('region', { name: 'Thank you for taking the questionnaire' })).toBe(banner);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Thank you for taking the questionnaire',
    );
    expect(screen.getByText('Other studies may suit you.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See other studies' })).toHaveAttribute('href', '/');
  });

  it('carries the page heading when it comes first', () => {
    renderWidget(<OutcomeBanner fields={fields({ isDnq: true })} position={0} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Thank you for taking the questionnaire',
    );
  });

  it('with several flags, the first in flag order wins', () => {
    const { container } = renderWidget(
      <OutcomeBanner fields={fields({ isDnq: true, isQualified: true })} position={1} />,
    );
    expect(container.querySelector('.outcome-banner')).toHaveAttribute('data-outcome-flag', 'isQualified');
  });

  it('renders paragraphs as text, never markup', () => {
    renderWidget(
      <OutcomeBanner fields={fields({ isDnq: true, paragraphs: ['<b>bold</b>'] })} position={1} />,
    );
    expect(screen.getByText('<b>bold</b>')).toBeVisible();
  });

  it('needs linkText and linkHref together', () => {
    expect(outcomeBannerFieldsSchema.safeParse({ ...fields(), linkHref: undefined }).success).toBe(false);
  });

  it('checks its own fields: unreadable ones render nothing, logged once', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bad = { isDnq: true, heading: 'Thank you', paragraphs: [] };
    const first = renderWidget(<OutcomeBanner fields={bad} position={0} />);
    const second = renderWidget(
      <OutcomeBanner fields={{ ...fields({ isDnq: true }), linkHref: undefined }} position={0} />,
    );
    expect(first.container.querySelector('.outcome-banner')).toBeNull();
    expect(second.container.querySelector('.outcome-banner')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(invalidFieldLogs(warn, 'OutcomeBanner')).toHaveLength(1);
    warn.mockRestore();
  });
});
