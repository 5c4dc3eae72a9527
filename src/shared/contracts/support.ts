import * as z from 'zod/mini';
import { defineCall } from './define-call';
import { languageSchema } from '../content-model/language';
import { email, key, text } from './contact-scalars';

/*
 * The support request (the support pages, their support form and the spec's /Send/EmailSupport call).
 * The spec's request names the recipient, sender, SMTP host and port: those are server
 * configuration here (a browser that chose them would make the server an open mail relay). The
 * browser sends the form values and which support form it used; the server fills the form's
 * template (subject, name, mailId, Message; the subject is the configured prefix plus the issue).
 */
export const emailSupport = defineCall({
  name: 'Send/EmailSupport',
  method: 'POST',
  path: '/Send/EmailSupport',
  body: z.strictObject({
    /** The page path of the support sub-page whose form was used (its content holds the config). */
    pagePath: z.string().check(z.regex(/^\/[A-Za-z0-9._~/-]{0,200}$/)),
    language: languageSchema,
    /** The component id of the form on that page. */
    formId: key,
    name: text(120),
    email: z.union([email, z.literal('')]),
    issue: text(200),
    message: text(5000),
  }),
  response: z.object({ data: z.object({ sent: z.literal(true) }) }),
});
