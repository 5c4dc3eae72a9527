import type { Language } from '../../shared/content-model/language';
import type { OutboundMail } from '../integrations/mail';
import type { FilledMessage } from '../messages/message-templates';
import { myProfilePageUrl } from '../registry/profile-links';
import { commonUnsubscribeUrl } from '../subscriptions/links';
import { listUnsubscribeHeaders } from '../subscriptions/one-click';
import { alertOneClickUrl, alertStopPageUrl } from './alert-tokens';
import type { NewTrial } from './saved-search-matches';

/*
 * The alert mail of one saved search: the content's text, the new trials' links, then the link
 * that stops this search's alerts, the saved searches on My Profile and the common unsubscribe.
 * Marketing: held back for an address that unsubscribed from everything (or from the member's
 * site). Its List-Unsubscribe one-click stops this search only, as its footer link does.
 */

export interface AlertMailInput {
  to: string;
  language: Language;
  publicBaseUrl: string;
  myProfilePath: string | undefined;
  /** The token of this mail's stop links. */
  token: string;
  audience: { siteSettingsId: string | null; guestRef: string | null };
}

/** A trial's page as an address (the index keeps site paths). */
export function absoluteHref(publicBaseUrl: string, href: string): string {
  return href.startsWith('/') && !href.startsWith('//')
    ? `${publicBaseUrl.replace(/\/+$/, '')}${href}`
    : href;
}

/** The {trials} value: a line per trial, its title and place, then its link. */
export function trialLines(trials: readonly NewTrial[], publicBaseUrl: string): string {
  return trials
    .map((trial) => {
      const title = trial.place ? `${trial.title} (${trial.place})` : trial.title;
      return `- ${title}\n  ${absoluteHref(publicBaseUrl, trial.href)}`;
    })
    .join('\n');
}

const label = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);

export function alertMail(
  input: AlertMailInput,
  message: FilledMessage<'saved-search-alert'>,
  trials: readonly NewTrial[],
): OutboundMail {
  const footer = [
    {
      label: message.linkLabel('stopAlerts'),
      url: alertStopPageUrl(input.publicBaseUrl, input.language, input.token),
    },
    {
      label: message.linkLabel('manageSearches'),
      url: myProfilePageUrl(input.publicBaseUrl, input.myProfilePath, input.language),
    },
    {
      label: message.linkLabel('unsubscribe'),
      url: commonUnsubscribeUrl(input.publicBaseUrl, input.language),
    },
  ];
  const trialLinks = trials.map((trial) => ({
    label: label(trial.title),
    url: absoluteHref(input.publicBaseUrl, trial.href),
  }));
  return {
    to: input.to,
    subject: message.subject,
    text: [message.text, '', ...footer.map((link) => `${link.label}: ${link.url}`)].join('\n'),
    category: 'marketing',
    links: [...trialLinks, ...footer],
    headers: listUnsubscribeHeaders(alertOneClickUrl(input.publicBaseUrl, input.token)),
    audience: input.audience,
  };
}
