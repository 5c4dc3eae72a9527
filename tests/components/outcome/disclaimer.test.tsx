import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DisclaimerHost } from '../../../src/features/widgets/components/disclaimer-host';

function renderPage(onLeave = jest.fn()) {
  render(
    <>
      <p>
        <a href="https://partner.example.com/study" className="open-disclaimer">
          Partner site
        </a>{' '}
        <a
          href="https://other.example.com/"
          className="open-disclaimer"
          target="_blank"
          data-disclaimer-title="Heads up"
        >
          <span>New tab site</span>
        </a>{' '}
        <a href="https://plain.example.com/">Plain link</a>
      </p>
      <DisclaimerHost locale="en" onLeave={onLeave} />
    </>,
  );
  return onLeave;
}

describe('disclaimer popup (links with class open-disclaimer)', () => {
  it('asks before leaving, and Continue leaves to the link', async () => {
    const onLeave = renderPage();
    await userEvent.click(screen.getByRole('link', { name: 'Partner site' }));
    const dialog = await screen.findByRole('dialog', { name: 'You are leaving this site' });
    expect(dialog).toHaveTextContent('partner.example.com');
    expect(onLeave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onLeave).toHaveBeenCalledWith('https://partner.example.com/study', false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Stay on this site closes the popup without leaving', async () => {
    const onLeave = renderPage();
    await userEvent.click(screen.getByRole('link', { name: 'Partner site' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stay on this site' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('works for a click inside the link, keeps a new-tab target and takes the title from the link', async () => {
    const onLeave = renderPage();
    await userEvent.click(screen.getByText('New tab site'));
    expect(await screen.findByRole('dialog', { name: 'Heads up' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onLeave).toHaveBeenCalledWith('https://other.example.com/', true);
  });

  it('leaves other links alone', async () => {
    renderPage();
    // Registered after the host's listener, so it sees what the host did to the event.
    const seen: boolean[] = [];
    const probe = (event: MouseEvent) => {
      seen.push(event.defaultPrevented);
      event.preventDefault(); // jsdom cannot navigate
    };
    document.addEventListener('click', probe);
    await userEvent.click(screen.getByRole('link', { name: 'Plain link' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Partner site' }));
    document.removeEventListener('click', probe);
    expect(seen).toEqual([false, true]);
  });
});
