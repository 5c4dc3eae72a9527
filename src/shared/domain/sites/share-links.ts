/**
 * The selected-site card's share menu. E-mail opens a mailto with a subject and a body followed by a link;
 * every other medium opens its share page.
 */
export const SHARE_MEDIA = ['email', 'facebook', 'x', 'linkedin', 'whatsapp'] as const;
export type ShareMedium = (typeof SHARE_MEDIA)[number];

export interface ShareMessage {
  subject: string;
  body: string;
  /** The page (or map) the message points at. */
  link: string;
}

export function mailtoOf({ subject, body, link }: ShareMessage): string {
  const text = [body.trim(), link].filter((part) => part.length > 0).join('\n\n');
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`;
}

export function shareUrlOf(medium: ShareMedium, message: ShareMessage): string {
  const link = encodeURIComponent(message.link);
  const text = encodeURIComponent(message.body);
  switch (medium) {
    case 'email':
      return mailtoOf(message);
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${link}`;
    case 'x':
      return `https://x.com/intent/tweet?text=${text}&url=${link}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${link}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${message.body} ${message.link}`.trim())}`;
  }
}

/** The text copied to the clipboard: name, address lines and phone, one per line. */
export function siteClipboardText(site: {
  siteName: string;
  siteAddress: string;
  siteCity: string;
  siteState: string;
  siteZipCode: string;
  contactPhoneNumber: string;
}): string {
  const cityLine = [site.siteCity, [site.siteState, site.siteZipCode].filter(Boolean).join(' ')]
    .filter((part) => part.trim().length > 0)
    .join(', ');
  return [site.siteName, site.siteAddress, cityLine, site.contactPhoneNumber]
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .join('\n');
}
