import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SupportLanding from '../../../src/features/support/components/support-landing';
import { supportLandingFieldsSchema } from '../../../src/shared/content-model/support-fields';
import { renderSupport } from './render-support';

const fields = supportLandingFieldsSchema.parse({
  title: 'How can we help?',
  subtitle: 'Choose the kind of help you need.',
  tiles: [
    {
      title: 'Technical support',
      description: 'Website problems',
      icon: 'technical',
      link: '/support/technical',
    },
    { title: 'Study questions', link: '/support/study?topic=study' },
  ],
});

describe('SupportLanding', () => {
  it('shows title, subtitle and one link per tile', () => {
    renderSupport(<SupportLanding fields={fields} position={0} />, '/support');
    expect(screen.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeInTheDocument();
    expect(screen.getByText('Choose the kind of help you need.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Technical support/ })).toHaveAccessibleName(
      'Technical support Website problems',
    );
  });

  it('navigates on a click keeping the current query', async () => {
    const user = userEvent.setup();
    renderSupport(<SupportLanding fields={fields} position={0} />, '/support?utm_source=mail');
    await user.click(screen.getByRole('link', { name: /Technical support/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/support/technical?utm_source=mail');
  });

  it('navigates on Enter, the link’s own parameters merged with the current ones', async () => {
    const user = userEvent.setup();
    renderSupport(<SupportLanding fields={fields} position={0} />, '/support?utm_source=mail');
    screen.getByRole('link', { name: /Study questions/ }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/support/study?utm_source=mail&topic=study');
  });

  it('falls back to the built-in Spanish texts and uses h2 when not first', () => {
    renderSupport(
      <SupportLanding fields={supportLandingFieldsSchema.parse({})} position={1} />,
      '/es/support',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ayuda' })).toBeInTheDocument();
    expect(screen.getByText('¿Cómo podemos ayudarle?')).toBeInTheDocument();
  });
});
