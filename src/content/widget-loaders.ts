import type { ComponentType } from 'react';
import type { WidgetProps } from '../features/widgets/components/widget-props';
import { WIDGET_MODULES, type LazyWidgetName } from './widget-modules';

export type WidgetLoader = () => Promise<{ default: ComponentType<WidgetProps<never>> }>;

/**
 * Component name → the import of its widget's module, from the table of ./widget-modules.
 *
 * What runs here is for Node (the server's render of the first screen, the tests): each module
 * imported by its path. The bundle does not get this file: the build replaces it with the same
 * table as one static `import()` per widget (.config/widget-assets-plugin.ts), so each widget is a
 * chunk of its own and the app carries no paths.
 */
const widgetLoaders = Object.fromEntries(
  Object.entries(WIDGET_MODULES).map(([name, path]) => [
    name,
    // From the project's root (two levels up), as the table names them.
    () => import(`../../${path}`) as ReturnType<WidgetLoader>,
  ]),
) as Record<LazyWidgetName, WidgetLoader>;

export default widgetLoaders;
