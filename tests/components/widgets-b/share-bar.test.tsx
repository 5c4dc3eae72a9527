import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ShareBar from '../../../src/features/widgets/components/share-bar';
import { layoutOf, renderPageWidget, settle } from './render-page-widget';

const fields = {
  showDownloadOption: true,
  downloadFile: '/downloads/questions-to-ask-en.pdf',
  downloadText: 'Download the checklist (PDF)',
  showShareOption: true,
  shareText: 'Share this page:',
  sharingMedia: ['Email', 'Facebook', 'X', 'LinkedIn'],
  emailSubject: 'Resources & help',
  emailBody: 'Have a look:',
};

async function renderBar(extra: Record<string, unknown> = {}, path = '/resources') {
  const view = renderPageWidget(<ShareBar fields={{ ...fields, ...extra }} position={4} />, path, {
    layout: layoutOf('resources', '/resources', 'en', 'Resources for volunteers'),
  });
  await settle();
  return view;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  // @ts-expect-error -- jsdom has no Web Share API; one test adds it.
  delete navigator.share;
});

describe('ShareBar', () => {
  it('offers the file as a download link', async () => {
    await renderBar();
    const link = screen.getByRole('link', { name: /Download the checklist \(PDF\)/ });
    expect(link).toHaveAttribute('href', '/downloads/questions-to-ask-en.pdf');
    expect(link).toHaveAttribute('download');
  });

  it('shares by mail with the encoded subject and the page address (no query) in the body', async () => {
    // The browser's address, as a resume link leaves it: the token must not travel.
    window.history.replaceState(null, '', '/resources?resumeJourneyToken=secret#top');
    await renderBar({}, '/resources?resumeJourneyToken=secret');
    const mail = screen.getByRole('link', { name: 'Email' });
    const href = mail.getAttribute('href') ?? '';
    expect(href).toBe(
      `mailto:?subject=Resources%20%26%20help&body=${encodeURIComponent(`Have a look:\n\n${window.location.origin}/resources`)}`,
    );
    expect(href).not.toContain('secret');
  });

  it('opens other media in a new window with noopener and the page address', async () => {
    await renderBar();
    const facebook = screen.getByRole('link', { name: /Facebook/ });
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(facebook.getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${window.location.origin}/`)}`,
    );
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveAccessibleName(
      'Share on LinkedIn (opens in a new window)',
    );
    const x = new URL(screen.getByRole('link', { name: /Share on X/ }).getAttribute('href') ?? '');
    expect(x.searchParams.get('text')).toBe('Resources for volunteers');
  });

  it('uses the Web Share API when the browser has it', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    await renderBar({ sharingMedia: ['Email'] });
    await userEvent.click(screen.getByRole('button', { name: 'More sharing options' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Resources for volunteers',
      url: `${window.location.origin}/`,
    });
  });

  it('shows only what is switched on, and nothing at all inside a frame (loadType=iframe)', async () => {
    const view = await renderBar({ showShareOption: false });
    expect(screen.queryByRole('link', { name: 'Email' })).toBeNull();
    expect(screen.getByRole('link', { name: /Download/ })).toBeInTheDocument();
    view.unmount();
    await renderBar({}, '/resources?loadType=iframe');
    expect(screen.queryByRole('link', { name: /Download/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Email' })).toBeNull();
  });
});
