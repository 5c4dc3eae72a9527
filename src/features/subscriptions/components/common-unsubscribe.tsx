import type { UnsubscribeFields } from '../../../shared/content-model/subscription-fields';
import type { SubscriptionScope } from '../subscriptions-slice';
import { UnsubscribeFlow } from './unsubscribe-flow';
import { useUnsubscribePage } from './use-unsubscribe-page';
import type { WidgetProps } from './widget-props';

const COMMON: SubscriptionScope = { kind: 'common' };

/** The common unsubscribe page: all of the app's marketing mail. */
export default function CommonUnsubscribe({ fields, position }: WidgetProps<UnsubscribeFields>) {
  const page = useUnsubscribePage(fields);
  return <UnsubscribeFlow {...page} scope={COMMON} position={position} />;
}
