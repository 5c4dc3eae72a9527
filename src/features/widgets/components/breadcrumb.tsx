import { Breadcrumbs } from '../../../components/breadcrumbs';
import { breadcrumbFieldsSchema } from '../../../shared/content-model/page-widget-fields';
import { pageWidgetStrings } from './page-widget-strings';
import { parseWidgetFields } from '../../../content/widget-fields';
import { useLayoutPage } from './use-layout-page';
import type { WidgetProps } from './widget-props';
import './page-widgets.css';

/**
 * The breadcrumb widget: the trail of this page (or of the item content names) from the content tree. Nothing
 * while loading, on an error, or without an item id.
 */
export default function Breadcrumb({ fields: raw }: WidgetProps<unknown>) {
  const page = useLayoutPage();
  const fields = parseWidgetFields(breadcrumbFieldsSchema, raw, 'Breadcrumb');
  if (!fields) return null;
  const t = pageWidgetStrings(page.locale);
  return (
    <Breadcrumbs
      itemId={fields.itemId ?? page.pageId}
      language={page.locale}
      label={fields.ariaLabel ?? t.breadcrumb}
      className="page-breadcrumb"
    />
  );
}
