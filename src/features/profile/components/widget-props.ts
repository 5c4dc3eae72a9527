/** What the registry hands every content widget (the same shape as the shell's widgets). */
export interface WidgetProps<F> {
  fields: F;
  /** 0 for the first component: the first one carries the page's <h1>. */
  position: number;
}
