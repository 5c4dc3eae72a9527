/** What every content widget receives (the same shape as the widgets feature's): its fields, its position. */
export interface WidgetProps<F> {
  fields: F;
  position: number;
}
