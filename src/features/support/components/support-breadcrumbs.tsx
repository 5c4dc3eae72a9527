import { Breadcrumbs } from '../../../components/breadcrumbs';
import type { Language } from '../../../shared/content-model/language';

/** The support sub-page's trail: the shared breadcrumbs with the support page's styling. */
export function SupportBreadcrumbs({
  itemId,
  language,
  label,
}: {
  itemId: string;
  language: Language;
  label: string;
}) {
  return <Breadcrumbs itemId={itemId} language={language} label={label} className="support-breadcrumbs" />;
}
