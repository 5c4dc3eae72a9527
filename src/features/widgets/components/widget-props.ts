/** What every content widget receives: its validated fields and its position on the page. */
export interface WidgetProps<F> {
  fields: F;
  /**
   * 0 for the first component: the first hero or 404 block carries the page's <h1>. Page chrome
   * (a notification banner, a breadcrumb) does not count and gets -1.
   */
  position: number;
}
