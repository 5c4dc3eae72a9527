import { AppLink } from '../../../components/app-link';
import { useWidgetFields } from '../../../content/widget-fields';
import { notFoundFieldsSchema } from '../../../shared/content-model/not-found-fields';
import type { WidgetProps } from './widget-props';

/** The 404 block of the content's not-found page (it checks its own fields, here in its chunk). */
export default function NotFound({ fields: raw, position }: WidgetProps<unknown>) {
  const fields = useWidgetFields(notFoundFieldsSchema, raw, 'NotFound');
  if (!fields) return null;
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
