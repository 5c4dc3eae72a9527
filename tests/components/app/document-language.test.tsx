import { renderHook } from '@testing-library/react';
import { useDocumentLanguage } from '../../../src/app/layout/use-document-language';

/** The attribute writes on <html> while `run` renders (a write of the same value counts too). */
async function langWrites(run: () => void): Promise<string[]> {
  const writes: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records)
      if (record.attributeName === 'lang') writes.push(document.documentElement.lang);
  });
  observer.observe(document.documentElement, { attributes: true });
  run();
  await Promise.resolve();
  observer.disconnect();
  return writes;
}

describe('the document language', () => {
  it("writes <html lang> for a new locale and leaves it alone when it already holds the page's", async () => {
    document.documentElement.lang = 'en';
    const same = renderHook(() => useDocumentLanguage('en'));
    expect(await langWrites(() => same.rerender())).toEqual([]);
    same.unmount();
    expect(await langWrites(() => renderHook(() => useDocumentLanguage('en')))).toEqual([]);
    expect(await langWrites(() => renderHook(() => useDocumentLanguage('es')))).toEqual(['es']);
    expect(document.documentElement.lang).toBe('es');
  });
});
