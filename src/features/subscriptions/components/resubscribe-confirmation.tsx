import { useWidgetFields } from '../../../content/widget-fields';
import { useLocation } from 'react-router-dom';
import { splitLocale } from '../../../lib/locale';
import {
  resubscribeConfirmationFieldsSchema,
  type ResubscribeConfirmationFields,
} from '../../../shared/content-model/subscription-fields';
import { subscriptionStrings } from '../subscriptions-strings';
import type { WidgetProps } from './widget-props';
import '../subscriptions.css';

/** The common resubscribe confirmation: heading and content only. */
export default function ResubscribeConfirmation({
  fields,
  position,
}: WidgetProps<ResubscribeConfirmationFields>) {
  const language = splitLocale(useLocation().pathname).locale;
  const content = useWidgetFields(
    resubscribeConfirmationFieldsSchema,
    fields,
    'ResubscribeConfirmation',
    (): ResubscribeConfirmationFields => ({}),
  );
  const Heading = position === 0 ? 'h1' : 'h2';
  return (
    <section className="subscriptions-page">
      <Heading>{content.heading || subscriptionStrings(language).confirmationHeading}</Heading>
      {(content.content ?? []).map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </section>
  );
}
