/**
 * The lazily loaded widgets the demo site's home page shows (in English and in Spanish), as the
 * modules src/content/registry.ts imports for them. Their code shares one chunk (see
 * .config/app-shell-chunk.ts). tests/unit/build/home-page-widgets.test.ts keeps this list in step
 * with the home page's content.
 */
export const HOME_PAGE_WIDGETS: readonly string[] = [
  'src/features/trials/components/hero-search-form.tsx',
  'src/features/widgets/components/study-list.tsx',
  'src/features/registration/components/registration-start.tsx',
];
