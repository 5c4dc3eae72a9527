import { screen, within } from '@testing-library/react';
import HowItWorks from '../../../src/features/widgets/components/how-it-works';
import InformationalSteps from '../../../src/features/widgets/components/informational-steps';
import SideBySide from '../../../src/features/widgets/components/side-by-side';
import { renderWidget } from '../widgets/render-widget';

const howItWorks = (extra: Record<string, unknown> = {}) => ({
  variant: 'variant2',
  title: 'How taking part works',
  steps: [
    { icon: 'search', description: 'Find a study.' },
    { stepNumber: 'B', description: 'Answer questions.' },
  ],
  summarySection1: 'There is no cost.',
  summarySection2: 'You can stop at any time.',
  ...extra,
});

describe('HowItWorks', () => {
  it.each(['#abc', '#A1B2C3'])('paints the background hex colour %p through a CSS variable', (colour) => {
    renderWidget(<HowItWorks fields={howItWorks({ backgroundColor: colour })} position={1} />);
    const section = screen.getByTestId('how-it-works');
    expect(section.style.getPropertyValue('--how-it-works-bg')).toBe(colour.toLowerCase());
    expect(section).toHaveClass('how-it-works--coloured');
  });

  it.each(['teal', '#abcd', 'rgb(1,2,3)', '#fff;color:red', undefined])(
    'inherits the background for %p',
    (colour) => {
      renderWidget(<HowItWorks fields={howItWorks({ backgroundColor: colour })} position={1} />);
      const section = screen.getByTestId('how-it-works');
      expect(section.getAttribute('style')).toBeNull();
      expect(section).not.toHaveClass('how-it-works--coloured');
    },
  );

  it('renders the variant, numbered steps (content numbers win) and both summaries', () => {
    renderWidget(<HowItWorks fields={howItWorks()} position={1} />);
    expect(screen.getByTestId('how-it-works')).toHaveClass('how-it-works--variant2');
    expect(screen.getByRole('heading', { level: 2, name: 'How taking part works' })).toBeVisible();
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Step 1: Find a study.',
      'BStep B: Answer questions.',
    ]);
    expect(screen.getByText('There is no cost.')).toBeVisible();
    expect(screen.getByText('You can stop at any time.')).toBeVisible();
  });

  it('falls back to the Spanish title and renders nothing for unreadable fields', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWidget(<HowItWorks fields={howItWorks({ title: '' })} position={0} />, '/es/studies');
    expect(screen.getByRole('heading', { level: 1, name: 'Cómo funciona' })).toBeVisible();
    const { container } = renderWidget(<HowItWorks fields={{ steps: [] }} position={1} />);
    expect(container.querySelector('.how-it-works')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('InformationalSteps', () => {
  it.each(['H1', 'H3', 'H4', 'V2', 'V5', 'V6'])('renders variant %s as its own layout', (variant) => {
    const { container } = renderWidget(
      <InformationalSteps
        fields={{
          variant,
          title: 'Your path',
          steps: [
            { title: 'Find', description: 'Search.' },
            { title: 'Ask', icon: 'question' },
          ],
        }}
        position={1}
      />,
    );
    expect(container.querySelector('section')).toHaveClass(`info-steps--${variant}`);
    expect(screen.getByRole('heading', { level: 2, name: 'Your path' })).toBeVisible();
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Step 1: Find', 'Step 2: Ask']);
  });

  it('refuses an unknown variant', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderWidget(
      <InformationalSteps fields={{ variant: 'H2', steps: [{ title: 'x' }] }} position={1} />,
    );
    expect(container.querySelector('section')).toBeNull();
    warn.mockRestore();
  });
});

describe('SideBySide', () => {
  it.each([
    ['FiftyFifty', '6', '6'],
    ['SeventyThirty', '8', '4'],
    ['ThirtySeventy', '4', '8'],
  ])('lays %s out as %s/%s of 12 columns', (layout, left, right) => {
    const { container } = renderWidget(
      <SideBySide
        fields={{
          layout,
          left: { heading: 'Left', paragraphs: ['One.'] },
          right: { heading: 'Right', paragraphs: ['Two.'] },
        }}
        position={1}
      />,
    );
    const columns = [...container.querySelectorAll<HTMLElement>('.side-by-side__column')];
    expect(columns.map((column) => column.dataset.span)).toEqual([left, right]);
    expect(columns.map((column) => column.style.getPropertyValue('--side-by-side-span'))).toEqual([
      left,
      right,
    ]);
    expect(within(columns[0] as HTMLElement).getByRole('heading', { level: 2, name: 'Left' })).toBeVisible();
  });

  it('defaults to FiftyFifty', () => {
    const { container } = renderWidget(
      <SideBySide fields={{ left: { paragraphs: ['a'] }, right: { paragraphs: ['b'] } }} position={1} />,
    );
    expect(container.querySelector('section')).toHaveAttribute('data-layout', 'FiftyFifty');
  });
});
