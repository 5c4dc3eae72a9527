import { listOfField, listsOfFields } from '../../../src/shared/domain/contact-form/field-lists';

const dropdown = (name: string, options: unknown[] = []) => ({ type: 'dropdown', name, options });

describe('the list a form field draws on', () => {
  it('is the state list for a state dropdown without options of its own', () => {
    for (const name of ['State', 'CaregiverState', 'ParentState'])
      expect(listOfField(dropdown(name))).toBe('states');
  });

  it('is the time-zone list for UserTimeZone', () => {
    expect(listOfField(dropdown('UserTimeZone'))).toBe('time-zones');
  });

  it('is none when the content gives the options, for other fields and for other types', () => {
    expect(listOfField(dropdown('State', [{ value: 'AL', label: 'Alabama' }]))).toBeNull();
    expect(listOfField(dropdown('Gender'))).toBeNull();
    expect(listOfField({ type: 'text', name: 'State', options: [] })).toBeNull();
  });

  it('is named once per list for a whole form', () => {
    const fields = [
      dropdown('State'),
      dropdown('CaregiverState'),
      dropdown('UserTimeZone'),
      dropdown('Gender'),
    ];
    expect(listsOfFields(fields)).toEqual(['states', 'time-zones']);
  });
});
