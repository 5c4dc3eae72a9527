import { formFieldSchema } from '../../../src/shared/content-model/form';
import { heroSearchFormFieldsSchema } from '../../../src/shared/content-model/hero-search-fields';
import { compilesAsRegExp } from '../../../src/shared/content-model/regex-source';
import { supportRequestFieldsSchema } from '../../../src/shared/content-model/support-fields';

describe('regular expressions written in content', () => {
  it('compile or are refused, with the flags the rule will use', () => {
    expect(compilesAsRegExp('^\\d{5}$')).toBe(true);
    expect(compilesAsRegExp('([')).toBe(false);
    expect(compilesAsRegExp('a', 'i')).toBe(true);
    expect(compilesAsRegExp('a', 'q')).toBe(false);
  });

  it("refuse a broken pattern in the hero search form's, a form field's and the support form's content", () => {
    expect(heroSearchFormFieldsSchema.safeParse({ zipcodeRegex: '^\\d{5}$' }).success).toBe(true);
    expect(heroSearchFormFieldsSchema.safeParse({ zipcodeRegex: '([' }).success).toBe(false);
    const field = { name: 'Zip', type: 'textbox', label: 'Zip', regex: '([' };
    expect(formFieldSchema.safeParse(field).success).toBe(false);
    expect(formFieldSchema.safeParse({ ...field, regex: '^\\d{5}$' }).success).toBe(true);
    expect(supportRequestFieldsSchema.safeParse({ emailRegex: '([' }).success).toBe(false);
    expect(supportRequestFieldsSchema.safeParse({ emailRegex: '^[^@]+@example\\.org$' }).success).toBe(true);
  });
});
