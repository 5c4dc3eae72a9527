/**
 * The offline address helper: city and state from a zip code, through the bundled zip table of
 * the contact-form rules. The table is loaded on first use only (its own lazy chunk), so pages
 * without a contact form never download it.
 */
export type ZipLookup = (zip: string) => { city: string; state: string } | null;

let loading: Promise<ZipLookup> | null = null;

export function loadZipLookup(): Promise<ZipLookup> {
  loading ??= import('../../shared/domain/contact-form/zip-table').then((table) => table.lookUpZip);
  // A failed chunk load may succeed later (network back): do not keep the rejection.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
