import type { CallCenterNumber } from '../../../src/shared/content-model/study';
import {
  callCentreConfig,
  callCentreNumber,
} from '../../../src/shared/domain/contact-form/call-centre-number';

const regexConfig: CallCenterNumber = {
  length: 10,
  pattern: '^[0-9]{10}$',
  prefix: '+1',
  default: '8005550100',
};
const templateConfig: CallCenterNumber = {
  length: 10,
  pattern: '(###) ###-####',
  prefix: '+1 ',
  default: '(800) 555-0100',
};

describe('call-centre number from ?pn', () => {
  it.each<[string, string | null | undefined, CallCenterNumber, string]>([
    ['numeric, right length, regex pattern', '3125550100', regexConfig, '+13125550100'],
    ['numeric, right length, template pattern', '3125550100', templateConfig, '+1 (312) 555-0100'],
    ['surrounding spaces trimmed', ' 3125550100 ', regexConfig, '+13125550100'],
    ['too short', '312555010', regexConfig, '8005550100'],
    ['too long', '31255501000', regexConfig, '8005550100'],
    ['not numeric', '312-555-0100', regexConfig, '8005550100'],
    ['letters', 'abcdefghij', templateConfig, '(800) 555-0100'],
    ['missing', undefined, regexConfig, '8005550100'],
    ['null', null, regexConfig, '8005550100'],
    ['empty', '', regexConfig, '8005550100'],
    ['regex pattern refuses it', '0125550100', { ...regexConfig, pattern: '^[2-9][0-9]{9}$' }, '8005550100'],
    [
      'template with fewer slots than the length',
      '3125550100',
      { ...templateConfig, pattern: '###-####' },
      '(800) 555-0100',
    ],
    ['empty pattern keeps the digits', '3125550100', { ...regexConfig, pattern: '' }, '+13125550100'],
    ['a broken regex gives the default', '3125550100', { ...regexConfig, pattern: '([0-9' }, '8005550100'],
  ])('%s', (_name, pn, config, expected) => {
    expect(callCentreNumber(pn, config)).toBe(expected);
  });

  it("prefers the form's settings over the study's", () => {
    expect(callCentreConfig({ callCenterNumber: templateConfig }, { callCenterNumber: regexConfig })).toBe(
      templateConfig,
    );
    expect(callCentreConfig({}, { callCenterNumber: regexConfig })).toBe(regexConfig);
    expect(callCentreConfig(null, { callCenterNumber: regexConfig })).toBe(regexConfig);
  });
});
