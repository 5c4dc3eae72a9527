import {
  FALLBACK_SUPPORT_ADDRESS,
  supportMail,
  supportRecipient,
} from '../../../src/server/support/support-mail';
import { supportRequestFieldsSchema } from '../../../src/shared/content-model/support-fields';

const values = { name: 'Ana', email: 'ana@example.com', issue: 'Login', message: 'Help' };

describe('supportRecipient', () => {
  it.each([
    [{ toAddress: 'team@example.com' }, 'https://trials.example.org', 'team@example.com'],
    [{}, 'https://trials.example.org', 'support@trials.example.org'],
    [{}, 'http://127.0.0.1:8080', FALLBACK_SUPPORT_ADDRESS],
    [{}, 'http://localhost:8080', FALLBACK_SUPPORT_ADDRESS],
  ])('%p at %p → %p', (info, base, expected) => {
    const fields = supportRequestFieldsSchema.parse({ emailContentInfo: info });
    expect(supportRecipient(fields, base)).toBe(expected);
  });
});

describe('supportMail', () => {
  it('has no Reply-To without an address and falls back to a subject and the default template', () => {
    const fields = supportRequestFieldsSchema.parse({});
    const message = supportMail(fields, { ...values, email: '' }, 'https://trials.example.org');
    expect(message.headers).toEqual({});
    expect(message.subject).toBe('Login');
    expect(message.text).toContain('Name: Ana');
    const noIssue = supportMail(fields, { ...values, issue: '' }, 'https://trials.example.org');
    expect(noIssue.subject).toBe('Support request');
  });
});
