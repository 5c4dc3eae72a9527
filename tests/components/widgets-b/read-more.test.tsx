import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReadMore from '../../../src/features/widgets/components/read-more';
import TruncatedContent from '../../../src/features/widgets/components/truncated-content';
import { SMALL_SCREEN_CONTENT_CHARACTERS } from '../../../src/shared/domain/card-text';
import { mockMatchMedia, removeMatchMedia, renderPageWidget, settle } from './render-page-widget';

const readMore = {
  heading: 'What happens when you join a study',
  paragraphs: ['First paragraph.', 'Second paragraph.', 'Third paragraph.'],
};

const longText =
  'The answers you give in our questionnaires are used only to find out whether a study may be a good fit for you and to put you in touch with a study site. We never sell your information.';

afterEach(() => removeMatchMedia());

describe('ReadMore (collapse under 1000 px)', () => {
  it('under 1000 px shows the first paragraph and toggles the rest', async () => {
    mockMatchMedia((query) => query === '(max-width: 999px)');
    const user = userEvent.setup();
    renderPageWidget(<ReadMore fields={readMore} position={2} />);
    await settle();
    expect(screen.getByText('First paragraph.')).toBeVisible();
    expect(screen.getByText('Second paragraph.')).not.toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Read more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByText('Third paragraph.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Read less' }));
    expect(screen.getByText('Second paragraph.')).not.toBeVisible();
  });

  it('from 1000 px shows everything without a toggle', async () => {
    mockMatchMedia(() => false);
    renderPageWidget(<ReadMore fields={{ ...readMore, visibleParagraphs: 2 }} position={2} />);
    await settle();
    expect(screen.getByText('Third paragraph.')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('uses content labels, and the Spanish built-ins on /es', async () => {
    mockMatchMedia(() => true);
    renderPageWidget(<ReadMore fields={readMore} position={2} />, '/es/resources');
    await settle();
    expect(screen.getByRole('button', { name: 'Leer más' })).toBeInTheDocument();
  });
});

describe('TruncatedContent (160 characters on small screens)', () => {
  it('under 500 px cuts the text to 160 characters with Show more / Show less', async () => {
    mockMatchMedia((query) => query === '(max-width: 499px)');
    const user = userEvent.setup();
    renderPageWidget(<TruncatedContent fields={{ heading: 'Your privacy', text: longText }} position={3} />);
    await settle();
    const shown = screen.getByText(/^The answers you give/);
    expect(shown.textContent?.length).toBeLessThanOrEqual(SMALL_SCREEN_CONTENT_CHARACTERS);
    expect(shown.textContent).toMatch(/…$/);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(shown).toHaveTextContent(longText);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the whole text on wider screens, and short text never gets a button', async () => {
    mockMatchMedia(() => false);
    const view = renderPageWidget(<TruncatedContent fields={{ text: longText }} position={3} />);
    await settle();
    expect(screen.getByText(longText)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    view.unmount();
    mockMatchMedia(() => true);
    renderPageWidget(<TruncatedContent fields={{ text: 'Short text.' }} position={3} />);
    await settle();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
