import { useWidgetFields } from '../../../content/widget-fields';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { splitLocale } from '../../../lib/locale';
import type { Language } from '../../../shared/content-model/language';
import {
  unsubscribeFieldsSchema,
  type UnsubscribeFields,
} from '../../../shared/content-model/subscription-fields';
import { unsubscribeTokenOf } from '../../../shared/domain/subscriptions/unsubscribe-token';
import { subscriptionStrings, withContentTexts, type SubscriptionStrings } from '../subscriptions-strings';

export interface UnsubscribePage {
  fields: UnsubscribeFields;
  t: SubscriptionStrings;
  token: string | null;
  language: Language;
}

/** The page's language, its uToken, its checked fields and the texts (content over built-in). */
export function useUnsubscribePage(raw: unknown): UnsubscribePage {
  const location = useLocation();
  const language = splitLocale(location.pathname).locale;
  const fields = useWidgetFields(unsubscribeFieldsSchema, raw, 'Unsubscribe', () => ({}));
  const t = useMemo(() => withContentTexts(subscriptionStrings(language), fields), [language, fields]);
  return { fields, t, token: unsubscribeTokenOf(location.search), language };
}
