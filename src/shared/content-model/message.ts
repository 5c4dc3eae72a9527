import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';

/**
 * The mails and text messages the site sends, each a template authors write in the content pack
 * (`messages/<key>.<lang>.yaml`). A template names the values it shows as `{value}`; each message
 * has its own values, and the ones it cannot do without (`required`: the link a person asked for).
 * `links` are the labels of the links the server adds after the text (the unsubscribe links of a
 * marketing mail, the one link of a sign-in mail), listed again for the demo mailbox.
 */
export const MESSAGE_DEFINITIONS = {
  'resume-journey': {
    channel: 'email',
    values: ['studyName', 'siteName', 'link', 'expiryDate'],
    required: ['link'],
    links: ['link'],
  },
  'profile-link': {
    channel: 'email',
    values: ['firstName', 'siteName', 'link', 'linkHours'],
    required: ['link'],
    links: ['link'],
  },
  'email-verification': {
    channel: 'email',
    values: ['firstName', 'siteName', 'link', 'linkHours'],
    required: ['link'],
    links: ['link'],
  },
  'community-link': {
    channel: 'email',
    values: ['firstName', 'siteName', 'link', 'linkHours'],
    required: ['link'],
    links: ['link'],
  },
  'mailing-list-welcome': {
    channel: 'email',
    values: ['firstName', 'siteName', 'studyName'],
    required: [],
    links: ['unsubscribe', 'manageStudy'],
  },
  'study-welcome-sms': {
    channel: 'sms',
    values: ['studyName', 'siteName', 'link'],
    required: ['link'],
    links: [],
  },
  'registration-welcome-sms': {
    channel: 'sms',
    values: ['siteName', 'link'],
    required: ['link'],
    links: ['link'],
  },
  /** To a study site's staff: a new referral, with no personal data, only the way to open it. */
  'site-referral': {
    channel: 'email',
    values: ['studySiteName', 'studyName', 'protocol', 'referralId', 'link'],
    required: ['link'],
    links: ['link'],
  },
  'site-referral-sms': {
    channel: 'sms',
    values: ['studySiteName', 'studyName', 'referralId', 'link'],
    required: ['link'],
    links: [],
  },
  /** To the participant, once their site choice is recorded: the site, what comes next, how to withdraw. */
  'referral-confirmation': {
    channel: 'email',
    values: ['studyName', 'studySiteName', 'studySiteAddress', 'studySitePhone', 'siteName', 'withdrawLink'],
    required: ['studySiteName'],
    links: ['withdrawLink'],
  },
  'referral-confirmation-sms': {
    channel: 'sms',
    values: ['studyName', 'studySiteName', 'studySitePhone', 'siteName'],
    required: ['studySiteName'],
    links: [],
  },
  /** To a new member of a study team: the link to create their passkey for the workspace. */
  'staff-invitation': {
    channel: 'email',
    values: ['displayName', 'inviterName', 'link', 'linkDays'],
    required: ['link'],
    links: ['link'],
  },
  /** To a member of a study team who asked for it: a one-time link into the workspace. */
  'staff-sign-in-link': {
    channel: 'email',
    values: ['displayName', 'link', 'linkMinutes'],
    required: ['link'],
    links: ['link'],
  },
  /**
   * To a registry member who saved a search with alerts: the trials that opened since the last
   * one ({trials}: one line each, title, place and link; {count}: how many in all). The server adds
   * the links to stop this search's alerts, to the saved searches, and to unsubscribe from all mail.
   */
  'saved-search-alert': {
    channel: 'email',
    values: ['firstName', 'siteName', 'search', 'count', 'trials'],
    required: ['count', 'trials'],
    links: ['stopAlerts', 'manageSearches', 'unsubscribe'],
  },
} as const satisfies Record<
  string,
  {
    channel: 'email' | 'sms';
    values: readonly string[];
    required: readonly string[];
    links: readonly string[];
  }
>;

export type MessageKey = keyof typeof MESSAGE_DEFINITIONS;
export const MESSAGE_KEYS = Object.keys(MESSAGE_DEFINITIONS) as MessageKey[];
export type MessageValueName<K extends MessageKey> = (typeof MESSAGE_DEFINITIONS)[K]['values'][number];
export type MessageLinkName<K extends MessageKey> = (typeof MESSAGE_DEFINITIONS)[K]['links'][number];

/** `{name}` in a template. */
export const MESSAGE_VALUE = /\{([A-Za-z]+)\}/g;

const label = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(120)));

function checkTemplate(
  template: { key: MessageKey; subject?: string; text: string; links?: Record<string, string> },
  context: z.core.$RefinementCtx,
) {
  const definition = MESSAGE_DEFINITIONS[template.key];
  const known: readonly string[] = definition.values;
  const issue = (path: PropertyKey[], message: string) =>
    context.addIssue({ code: 'custom', message, path, input: template });
  const fields = [
    ['text', template.text] as const,
    ...(template.subject ? [['subject', template.subject] as const] : []),
  ];
  for (const [field, text] of fields) {
    for (const [, name] of text.matchAll(MESSAGE_VALUE)) {
      if (!known.includes(name as string)) {
        issue(
          [field],
          `{${String(name)}} is not a value this message has (it has ${known.map((v) => `{${v}}`).join(', ')})`,
        );
      }
    }
  }
  for (const name of definition.required) {
    if (!template.text.includes(`{${name}}`))
      issue(['text'], `must show {${name}}: the message is useless without it`);
  }
  if (definition.channel === 'email' && !template.subject)
    issue(['subject'], 'is missing: a mail needs a subject');
  if (definition.channel === 'sms' && template.subject)
    issue(['subject'], 'is not used: a text message has no subject');
  const links: readonly string[] = definition.links;
  for (const name of links) {
    if (!template.links?.[name]) issue(['links', name], 'is missing: the label of this link');
  }
  for (const name of Object.keys(template.links ?? {})) {
    if (!links.includes(name)) issue(['links', name], `is not a link this message has`);
  }
}

export const messageTemplateSchema = lazySchema(() =>
  z
    .object({
      /** Which message this is: one of the site's messages. */
      key: z.enum(MESSAGE_KEYS as [MessageKey, ...MessageKey[]]),
      /** A mail's subject line; a text message has none. */
      subject: z.optional(
        z.string().check(z.trim(), z.minLength(1), z.maxLength(300), z.regex(/^[^\r\n]*$/)),
      ),
      /** The message. A line showing a value the message does not have this time is left out. */
      text: z.string().check(z.minLength(1), z.maxLength(5000)),
      /** The labels of the links the message carries after its text. */
      links: z.optional(z.record(z.string(), label)),
    })
    .check(z.superRefine(checkTemplate)),
);

export type MessageTemplate = z.infer<typeof messageTemplateSchema>;
