import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DisclaimerHost } from '../../../src/features/widgets/components/disclaimer-host';
import ExitDisclaimer from '../../../src/features/widgets/components/exit-disclaimer';
import { renderPageWidget, settle } from './render-page-widget';

const fields = {
  linksHeading: 'Trusted information elsewhere',
  links: [
    { label: 'ClinicalTrials.gov', href: 'https://clinicaltrials.gov/', description: 'The US registry.' },
  ],
  title: 'You are leaving ClinicalResearch',
  text: 'This link opens a website run by another organisation.',
  continueText: 'Go to the website',
  cancelText: 'Stay here',
};

async function renderWith(widgetFields: Record<string, unknown> | null, path = '/resources') {
  const onLeave = jest.fn();
  const view = renderPageWidget(
    <>
      {widgetFields ? <ExitDisclaimer fields={widgetFields} position={5} /> : null}
      <a href="https://partner.example.com/" className="open-disclaimer">
        Partner
      </a>
      <DisclaimerHost locale={path.startsWith('/es') ? 'es' : 'en'} onLeave={onLeave} />
    </>,
    path,
  );
  await settle();
  return { ...view, onLeave };
}

describe('ExitDisclaimer (the exit-form disclaimer modal)', () => {
  it('lists its outside links, each asking first, with the configured title, text and buttons', async () => {
    const user = userEvent.setup();
    const { onLeave } = await renderWith(fields);
    expect(screen.getByRole('heading', { name: 'Trusted information elsewhere' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'ClinicalTrials.gov' });
    expect(link).toHaveClass('open-disclaimer');
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'You are leaving ClinicalResearch' });
    expect(dialog).toHaveTextContent('This link opens a website run by another organisation.');
    expect(dialog).toHaveTextContent('clinicaltrials.gov');
    await user.click(screen.getByRole('button', { name: 'Go to the website' }));
    expect(onLeave).toHaveBeenCalledWith('https://clinicaltrials.gov/', false);
  });

  it('applies to every open-disclaimer link of the page; Stay here keeps the visitor', async () => {
    const user = userEvent.setup();
    const { onLeave } = await renderWith(fields);
    await user.click(screen.getByRole('link', { name: 'Partner' }));
    expect(await screen.findByRole('dialog', { name: 'You are leaving ClinicalResearch' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Stay here' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('has a close button labelled Close by default, traps focus and gives it back to the link', async () => {
    const user = userEvent.setup();
    await renderWith(fields);
    const link = screen.getByRole('link', { name: 'Partner' });
    link.focus();
    await user.keyboard('{Enter}');
    const close = await screen.findByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stay here' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Go to the website' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(link).toHaveFocus();
  });

  it('takes the close label from content; Escape closes too', async () => {
    const user = userEvent.setup();
    await renderWith({ ...fields, closeLabel: 'Dismiss' });
    await user.click(screen.getByRole('link', { name: 'Partner' }));
    expect(await screen.findByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without the widget (or after its page left) the built-in texts apply, in Spanish on /es', async () => {
    const user = userEvent.setup();
    await renderWith(null, '/es/resources');
    await user.click(screen.getByRole('link', { name: 'Partner' }));
    expect(await screen.findByRole('dialog', { name: 'Está saliendo de este sitio' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Permanecer en este sitio' })).toBeInTheDocument();
  });
});
