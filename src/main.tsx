import './app/styles/base.css';
import './app/styles/layout.css';
import './app/styles/widgets.css';

/** A pause in which the browser can paint and answer a tap. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The page's code is evaluated in three tasks instead of one: first the libraries (React, Redux,
 * zod, the router); then the shared contracts and content model, whose zod schemas are built as
 * they are evaluated (the `shell-shared` chunk of vite.config.ts); then the app's own start-up
 * modules and its start (src/app/start-app.tsx). Evaluated in one go they made the longest task
 * of a page's start, 25-160 ms here, four times that on a mid-range phone.
 */
async function boot(): Promise<void> {
  await import('react-dom/client');
  // Nothing here may import the app's modules statically: they would be evaluated with the libraries.
  await nextTask();
  // Any module of the `shell-shared` chunk evaluates the whole chunk. (zod's configuration,
  // src/shared/zod-jitless.ts, is in the libraries' chunk: no schema is built before it.)
  await import('./shared/contracts/content');
  await nextTask();
  const { startApp } = await import('./app/start-app');
  startApp();
}

boot().catch((error: unknown) => console.error('The app could not start', error));
