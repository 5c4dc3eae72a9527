import { useApiQuery } from '../app/use-api-query';
import type { Language } from '../shared/content-model/language';
import { getBreadcrumbs } from '../shared/contracts/content';
import { AppLink } from './app-link';

/**
 * A page's trail from the content graph: ancestors link, the page itself is the current item. While loading
 * an empty line keeps its place; on an error or with no items there is simply no trail, as there is without
 * an item id.
 */
export function Breadcrumbs({
  itemId,
  language,
  label,
  className,
}: {
  itemId: string | null | undefined;
  language: Language;
  label: string;
  className?: string;
}) {
  if (!itemId) return null;
  return <BreadcrumbTrail itemId={itemId} language={language} label={label} className={className} />;
}

function BreadcrumbTrail({
  itemId,
  language,
  label,
  className,
}: {
  itemId: string;
  language: Language;
  label: string;
  className?: string;
}) {
  const trail = useApiQuery(
    getBreadcrumbs,
    { query: { itemId, language } },
    `breadcrumbs:${language}:${itemId}`,
  );
  // While loading, an empty line holds the trail's place, so its arrival pushes nothing down (CLS).
  if (trail.status === 'loading') {
    return (
      <div className={className} aria-hidden="true">
        <ol>
          <li>{'\u00a0'}</li>
        </ol>
      </div>
    );
  }
  if (trail.status !== 'success' || trail.data.items.length === 0) return null;
  const items = trail.data.items;
  return (
    <nav aria-label={label} className={className}>
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
