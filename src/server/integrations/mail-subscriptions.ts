import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { listUnsubscribeHeaders } from '../subscriptions/one-click';
import { fillTokenSlot, oneClickUnsubscribeUrl } from '../subscriptions/links';
import { isSuppressed, recordSuppressedMail } from '../subscriptions/suppression';
import { issueUnsubscribeToken } from '../subscriptions/tokens';
import {
  createMailAdapter,
  validMail,
  type ConfiguredMailAdapter,
  type MailAdapter,
  type MailAdapterOptions,
  type OutboundMail,
} from './mail';

/*
 * Subscription rules for every mail the app sends, whatever delivers it (SMTP or the stored
 * mailbox): a marketing mail to an address that unsubscribed (from everything, or from the
 * mail's site) is held back and recorded; every other mail gets a fresh unsubscribe token and
 * the RFC 2369 / RFC 8058 List-Unsubscribe headers (unless the sender set its own, narrower ones). Transactional mail (a resume link the person
 * asked for) is never held back.
 */

export interface SubscriptionMailDeps {
  /** The root database, used only when a send is not given the request's transaction. */
  db: Kysely<Database>;
  publicBaseUrl: string;
  now: () => Date;
}

function withToken(message: OutboundMail, token: string, publicBaseUrl: string): OutboundMail {
  return {
    ...message,
    text: fillTokenSlot(message.text, token),
    ...(message.html === undefined ? {} : { html: fillTokenSlot(message.html, token) }),
    links: (message.links ?? []).map((link) => ({ ...link, url: fillTokenSlot(link.url, token) })),
    // A sender's own one-click target wins: a saved search's alert unsubscribes from that search.
    headers: { ...listUnsubscribeHeaders(oneClickUnsubscribeUrl(publicBaseUrl, token)), ...message.headers },
  };
}

/** Wraps a delivering adapter; keeps its other properties (e.g. kind). */
export function withSubscriptionRules<A extends MailAdapter>(inner: A, deps: SubscriptionMailDeps): A {
  return {
    ...inner,
    async send(input, options) {
      // Checked before anything is written: a bad message leaves no token behind.
      const message = validMail(input);
      const db = options?.db ?? deps.db;
      const siteSettingsId = message.audience?.siteSettingsId ?? null;
      if (message.category === 'marketing' && (await isSuppressed(db, message.to, siteSettingsId))) {
        const held = { email: message.to, siteSettingsId, subject: message.subject };
        await recordSuppressedMail(db, held, deps.now());
        return { id: null, suppressed: true };
      }
      const audience = { ...message.audience, email: message.to };
      const token = await issueUnsubscribeToken(db, audience, deps.now());
      return inner.send(withToken(message, token, deps.publicBaseUrl), options);
    },
  };
}

/** The mail adapter the app sends through: delivery (SMTP or the stored mailbox) plus the rules. */
export function createAppMailAdapter(
  config: Pick<AppConfig, 'smtpUrl' | 'publicBaseUrl'>,
  db: Kysely<Database>,
  options: MailAdapterOptions = {},
): ConfiguredMailAdapter {
  const now = options.now ?? (() => new Date());
  const delivery = createMailAdapter(config, db, { ...options, now });
  return withSubscriptionRules(delivery, { db, publicBaseUrl: config.publicBaseUrl, now });
}
