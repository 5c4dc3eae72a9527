import { AppLink } from '../../../components/app-link';
import { useApiQuery } from '../../../app/use-api-query';
import type { Language } from '../../../shared/content-model/language';
import { getBreadcrumbs } from '../../../shared/contracts/content';

/**
 * The page's trail from the content graph (§7): ancestors link, the page itself is the current
 * item. While loading, on an error or with no items there is simply no trail.
 */
export function SupportBreadcrumbs({
  itemId,
  language,
  label,
}: {
  itemId: string;
  language: Language;
  label: string;
}) {
  const trail = useApiQuery(
    getBreadcrumbs,
    { query: { itemId, language } },
    `breadcrumbs:${language}:${itemId}`,
  );
  if (trail.status !== 'success' || trail.data.items.length === 0) return null;
  const items = trail.data.items;
  return (
    <nav aria-label={label} className="support-breadcrumbs">
      <ol>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.url} aria-current="page">
              {item.title}
            </li>
          ) : (
            <li key={item.url}>
              <AppLink href={item.url}>{item.title}</AppLink>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
