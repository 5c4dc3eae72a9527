import fc from 'fast-check';
import { ageInYears, dobError, dobFieldOf } from '../../../src/shared/domain/contact-form/dob-rules';
import { ctx, form } from './support';

/** Property: for any real calendar date, the 3-part rule accepts it exactly when it is past and in range. */
describe('dobError agrees with the age arithmetic', () => {
  const f = form({ fields: [{ type: 'DOB', name: 'DOB', label: 'DOB', required: true }] });
  const field = dobFieldOf(f);

  it.each([
    ['adult', ctx(), 18, 102],
    ['minor path', ctx({ minorPath: true }), 0, 17],
  ])('%s', (_name, context, min, max) => {
    if (!field) throw new Error('no DOB field');
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2030, 11, 31), noInvalidDate: true }),
        (date) => {
          const birth = { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
          const values = { Day: String(birth.day), Month: String(birth.month), Year: String(birth.year) };
          const age = ageInYears(birth, context.now);
          const accepted = date <= context.now && age >= min && age <= max;
          expect(dobError(f, field, values, context)).toBe(accepted ? null : 'Age range error');
        },
      ),
    );
  });
});
