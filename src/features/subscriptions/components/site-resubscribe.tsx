import { useMemo } from 'react';
import { useAppSelector } from '../../../app/hooks';
import type { UnsubscribeFields } from '../../../shared/content-model/subscription-fields';
import { selectJourneyPage } from '../../journey/journey-ui-slice';
import type { SubscriptionScope } from '../subscriptions-slice';
import { UnsubscribeFlow } from './unsubscribe-flow';
import { useUnsubscribePage } from './use-unsubscribe-page';
import type { WidgetProps } from './widget-props';

/**
 * A study's resubscribe page (`/{studyRoot}/resubscribe`): the same flow, for that study's
 * site settings only. The study comes from the page's layout (its root path).
 */
export default function SiteResubscribe({ fields, position }: WidgetProps<UnsubscribeFields>) {
  const page = useUnsubscribePage(fields);
  const study = useAppSelector(selectJourneyPage)?.study ?? null;
  const siteSettingsId = study?.siteSettingsId ?? null;
  const { language } = page;
  const scope = useMemo<SubscriptionScope | null>(
    () => (siteSettingsId ? { kind: 'site', siteSettingsId, language } : null),
    [siteSettingsId, language],
  );
  return <UnsubscribeFlow {...page} scope={scope} position={position} />;
}
