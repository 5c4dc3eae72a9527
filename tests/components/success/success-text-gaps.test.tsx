import { act, screen } from '@testing-library/react';
import SuccessPage from '../../../src/features/success/components/success-page';
import { successDetailsLoaded } from '../../../src/features/success/success-slice';
import { successPageFieldsSchema } from '../../../src/shared/content-model/success-page-fields';
import { renderWidget } from '../widgets/render-widget';
import { successDetails } from './success-fixtures';

jest.mock('../../../src/components/map/site-map', () => jest.requireActual('./site-map-stub'));

/** The success page reached with only its cookie: no name, no site; its sentences still read well. */
function renderWithout(language: 'en' | 'es') {
  const view = renderWidget(
    <SuccessPage fields={successPageFieldsSchema.parse({})} position={0} />,
    language === 'es' ? '/es/siteselectionsuccess' : '/siteselectionsuccess',
  );
  act(() => {
    view.store.dispatch(
      successDetailsLoaded({ enrollmentId: 'e-1', details: successDetails({ site: null, mergeTags: {} }) }),
    );
  });
  return view;
}

describe('success page texts without a name or a site', () => {
  it.each([
    ['en', 'Thank you. Your details have been sent to the study team.'],
    ['es', 'Gracias. Sus datos se han enviado a su centro del estudio.'],
  ] as const)('%s: "%s"', (language, expected) => {
    renderWithout(language);
    expect(screen.getByTestId('success-confirmation')).toHaveTextContent(expected);
    expect(document.body.textContent).not.toMatch(/ [.,]|, *\./);
  });
});
