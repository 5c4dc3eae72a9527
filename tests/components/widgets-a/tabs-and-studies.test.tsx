import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import StudySwitcher from '../../../src/features/widgets/components/study-switcher';
import TabList from '../../../src/features/widgets/components/tab-list';
import { renderWidget } from '../widgets/render-widget';
import { mockViewport } from './media';

const tabFields = {
  title: 'Common questions',
  tabs: [
    { label: 'Is it safe?', content: { heading: 'Safety', paragraphs: ['Reviewed by ethics committees.'] } },
    {
      label: 'Phases',
      columns: [
        { heading: 'Phase 1', paragraphs: ['Dose.'] },
        { heading: 'Phase 2', paragraphs: ['Works?'] },
        { heading: 'Phase 3', paragraphs: ['Compare.'] },
      ],
    },
    { label: 'Can I stop?', content: { paragraphs: ['Yes, at any time.'] } },
  ],
};

describe('TabList', () => {
  it('shows tabs from 600px, the first one selected (index 0)', () => {
    mockViewport(600);
    renderWidget(<TabList fields={tabFields} position={1} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(screen.getByRole('tabpanel', { name: 'Is it safe?' })).toHaveTextContent(
      'Reviewed by ethics committees.',
    );
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('moves with the arrow keys, Home and End (roving tabindex), showing one panel', async () => {
    mockViewport(1280);
    const user = userEvent.setup();
    renderWidget(<TabList fields={tabFields} position={1} />);
    await user.click(screen.getByRole('tab', { name: 'Is it safe?' }));
    await user.keyboard('{ArrowRight}');
    const phases = screen.getByRole('tab', { name: 'Phases' });
    expect(phases).toHaveFocus();
    expect(phases).toHaveAttribute('aria-selected', 'true');
    expect(phases.tabIndex).toBe(0);
    const panel = screen.getByRole('tabpanel', { name: 'Phases' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Phase 1', 'Phase 2', 'Phase 3']);
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Can I stop?' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Yes, at any time.');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Is it safe?' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tab', { name: 'Is it safe?' })).toHaveAttribute('aria-selected', 'true');
  });

  it('is a dropdown below 600px, starting at the first entry', async () => {
    mockViewport(599);
    const user = userEvent.setup();
    renderWidget(<TabList fields={{ ...tabFields, selectLabel: 'Choose a question' }} position={1} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    const select = screen.getByRole('combobox', { name: 'Choose a question' });
    expect(select).toHaveValue('0');
    expect(screen.getByText('Reviewed by ethics committees.')).toBeVisible();
    await user.selectOptions(select, 'Can I stop?');
    expect(screen.getByText('Yes, at any time.')).toBeVisible();
    expect(screen.queryByText('Reviewed by ethics committees.')).toBeNull();
  });

  it('switches between tabs and dropdown when the viewport changes, keeping the selection', async () => {
    const viewport = mockViewport(1280);
    const user = userEvent.setup();
    renderWidget(<TabList fields={tabFields} position={1} />);
    await user.click(screen.getByRole('tab', { name: 'Can I stop?' }));
    act(() => viewport.resize(390));
    expect(screen.getByRole('combobox')).toHaveValue('2');
  });
});

const switcherFields = {
  options: [
    { name: 'View all', value: 'view-all' },
    { name: 'Respiratory', value: 'respiratory' },
    { name: 'Neurology', value: 'neurology' },
  ],
  studies: [
    {
      studyName: 'Asthma Control Study',
      conditionName: 'Asthma',
      link: '/asthma-study',
      group: 'respiratory',
    },
    {
      studyName: 'Migraine Prevention Study',
      conditionName: 'Migraine',
      link: '/migraine-study',
      group: 'neurology',
    },
    {
      studyName: 'Chronic cough studies',
      conditionName: 'Cough',
      link: '/find-trials/search-result#q=cough',
      group: 'respiratory',
    },
  ],
};

const cardTitles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('StudySwitcher', () => {
  it("shows tabs on desktop, 'view all' first with every study", async () => {
    mockViewport(1280);
    const user = userEvent.setup();
    renderWidget(<StudySwitcher fields={switcherFields} position={1} />);
    expect(document.getElementById('study-switcher')).not.toBeNull();
    expect(screen.getByRole('tab', { name: 'View all' })).toHaveAttribute('aria-selected', 'true');
    expect(cardTitles()).toHaveLength(3);
    await user.click(screen.getByRole('tab', { name: 'Respiratory' }));
    expect(cardTitles()).toEqual(['Asthma Control Study', 'Chronic cough studies']);
    expect(screen.getByText('2 studies shown')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(cardTitles()).toEqual(['Migraine Prevention Study']);
    await user.keyboard('{Home}');
    expect(cardTitles()).toHaveLength(3);
  });

  it('is a dropdown on smaller screens, with study links in the page language', async () => {
    mockViewport(1024);
    const user = userEvent.setup();
    renderWidget(<StudySwitcher fields={switcherFields} position={1} />, '/es/studies');
    expect(screen.queryByRole('tablist')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mostrar estudios de' }), 'Neurology');
    expect(cardTitles()).toEqual(['Migraine Prevention Study']);
    expect(screen.getByRole('link', { name: 'Ver estudio: Migraine Prevention Study' })).toHaveAttribute(
      'href',
      '/es/migraine-study',
    );
  });
});
