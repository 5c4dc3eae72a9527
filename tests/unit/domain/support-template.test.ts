import {
  DEFAULT_SUPPORT_TEMPLATE,
  fillSupportTemplate,
  supportSubject,
} from '../../../src/shared/domain/support/support-template';

const values = { subject: '[Help] Login', name: ' Ana ', email: 'ana@example.com', message: 'It broke\n' };

describe('fillSupportTemplate', () => {
  it.each([
    ['{subject}|{name}|{mailId}|{Message}', '[Help] Login|Ana|ana@example.com|It broke'],
    ['{message} {MAILID} {Name}', 'It broke ana@example.com Ana'],
    ['{name} and {name}', 'Ana and Ana'],
    ['no placeholders', 'no placeholders'],
    ['{unknown} stays', '{unknown} stays'],
  ])('%p → %p', (template, expected) => {
    expect(fillSupportTemplate(template, values)).toBe(expected);
  });

  it('inserts values literally, never as replacement patterns or placeholders', () => {
    const tricky = { ...values, name: '$& {Message}', message: '$1' };
    expect(fillSupportTemplate('{name}/{Message}', tricky)).toBe('$& {Message}/$1');
  });

  it('uses the default template when none or a blank one is configured', () => {
    const expected = fillSupportTemplate(DEFAULT_SUPPORT_TEMPLATE, values);
    expect(fillSupportTemplate(undefined, values)).toBe(expected);
    expect(fillSupportTemplate('  ', values)).toBe(expected);
    expect(expected).toContain('Email: ana@example.com');
  });
});

describe('supportSubject', () => {
  it.each([
    ['[Technical support]', 'Login', '[Technical support] Login'],
    [undefined, 'Login', 'Login'],
    ['Prefix', '', 'Prefix'],
    ['  A ', ' B ', 'A B'],
    ['Line\r\nbreak', 'x', 'Line break x'],
  ])('%p + %p → %p', (prefix, issue, expected) => {
    expect(supportSubject(prefix, issue)).toBe(expected);
  });
});
