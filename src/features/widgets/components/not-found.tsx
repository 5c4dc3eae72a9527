import { AppLink } from '../../../components/app-link';
import type { NotFoundFields } from '../../../shared/content-model/component-fields';
import type { WidgetProps } from './widget-props';

/** The 404 block of the content's not-found page. */
export default function NotFound({ fields, position }: WidgetProps<NotFoundFields>) {
  const Heading = position === 0 ? 'h1' : 'h2';
  return (
    <section className="not-found">
      <Heading className="not-found__title">{fields.title}</Heading>
      <p>{fields.description}</p>
      <AppLink href={fields.linkHref} className="button">
        {fields.linkText}
      </AppLink>
    </section>
  );
}
