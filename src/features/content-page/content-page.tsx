import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageSkeleton } from '../../components/page-skeleton';
import { contentPositions, PAGE_CHROME_COMPONENTS, PAGE_HEADING_COMPONENTS } from '../../content/registry';
import { splitLocale } from '../../lib/locale';
import { getLayout, type LayoutResponse } from '../../shared/contracts/content';
import { uiStrings, type UiStrings } from '../../app/ui-strings';
import { useApiQuery } from '../../app/use-api-query';
import { contentPathOf, layoutAnswerKey } from '../../shared/contracts/initial-answers';
import { ComponentSlot } from './component-slot';
import { LoadFailure } from './load-failure';
import { useHomePageEvent } from './use-home-page-event';
import { FirstPaintReady } from '../../app/first-paint-ready';

/** '/asthma-study/' → '/asthma-study': content paths have no trailing slash. */
function PageView({ layout, strings }: { layout: LayoutResponse; strings: UiStrings }) {
  const { page } = layout;
  useHomePageEvent(layout);
  useEffect(() => {
    document.title = page.title;
  }, [page.title]);

  const names = page.components.map((component) => component.name);
  const positions = contentPositions(names);
  const first = names.find((name) => !PAGE_CHROME_COMPONENTS.has(name));
  const needsHeading = first === undefined || !PAGE_HEADING_COMPONENTS.has(first);
  const slots = page.components.map((component, index) => (
    <ComponentSlot key={component.id} component={component} position={positions[index] ?? index} />
  ));
  // The lead (page chrome and the first component, usually the hero and the largest paint) shows
  // as soon as its own chunks are in; the rest follow below it. They can only appear after the
  // lead, never above it, so their arrival shifts nothing that is already on screen.
  const leadCount = positions.indexOf(0) + 1 || slots.length;
  return (
    <article className="content-page" data-page-id={page.id}>
      {needsHeading && <h1 className="visually-hidden">{page.title}</h1>}
      <Suspense fallback={<PageSkeleton label={strings.loading} />}>
        {slots.slice(0, leadCount)}
        <Suspense fallback={null}>
          {slots.slice(leadCount)}
          <FirstPaintReady />
        </Suspense>
      </Suspense>
    </article>
  );
}

/** Every path but the app's own pages: the page content returns for (path, language). */
export default function ContentPage() {
  const location = useLocation();
  const { locale, path } = splitLocale(location.pathname);
  const contentPath = contentPathOf(path);
  const strings = uiStrings(locale);
  const layout = useApiQuery(
    getLayout,
    { query: { path: contentPath, language: locale } },
    layoutAnswerKey(locale, contentPath),
  );

  if (layout.status === 'loading') return <PageSkeleton label={strings.loading} />;
  if (layout.status === 'error') {
    return <LoadFailure offline={layout.offline} strings={strings} onRetry={layout.retry} />;
  }
  return <PageView key={`${locale}:${contentPath}`} layout={layout.data} strings={strings} />;
}
