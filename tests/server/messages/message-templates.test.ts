import { fillTemplate } from '../../../src/server/messages/message-templates';
import { messageTemplateSchema } from '../../../src/shared/content-model/message';

describe("filling a message's template", () => {
  it('puts each value in its place', () => {
    expect(
      fillTemplate('Hello {firstName},\n\nYour link: {link}', { firstName: 'Ana', link: 'https://x/y' }),
    ).toBe('Hello Ana,\n\nYour link: https://x/y');
  });

  it('leaves out a line showing a value the message does not have, and the blank line it leaves', () => {
    const template =
      'Hello {firstName},\n\nThank you for your interest in the {studyName}.\nWe will write.\n\n{siteName}';
    expect(fillTemplate(template, { siteName: 'Sleep Health Research', firstName: ' ' })).toBe(
      'We will write.\n\nSleep Health Research',
    );
  });

  it('keeps a line that shows a value the message cannot do without, with the missing one blank', () => {
    const template = 'Thanks for your interest in the {studyName} on {siteName}. More: {link}';
    expect(fillTemplate(template, { siteName: 'CR', link: 'https://x' }, ['link'])).toBe(
      'Thanks for your interest in the on CR. More: https://x',
    );
    expect(fillTemplate(template, { siteName: 'CR', link: 'https://x' })).toBe('');
  });
});

describe('a message template in the content', () => {
  const valid = {
    key: 'resume-journey',
    subject: 'Resume – {studyName}',
    text: 'Resume: {link}',
    links: { link: 'Resume' },
  };

  it('accepts a template that shows the values its message has', () => {
    expect(messageTemplateSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ text: 'Resume: {lnk}' }, ['text'], /\{lnk\} is not a value this message has/],
    [{ text: 'Resume now' }, ['text'], /must show \{link\}/],
    [{ subject: undefined }, ['subject'], /a mail needs a subject/],
    [{ links: {} }, ['links', 'link'], /is missing: the label of this link/],
    [{ links: { link: 'Resume', extra: 'x' } }, ['links', 'extra'], /not a link this message has/],
    [
      { key: 'study-welcome-sms', subject: 'Hi', links: undefined },
      ['subject'],
      /a text message has no subject/,
    ],
  ])('refuses %j at %j', (change, path, message) => {
    const result = messageTemplateSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path, message: expect.stringMatching(message) as string }),
      ]),
    );
  });
});
