import './app/styles/base.css';
import './app/styles/layout.css';
import './app/styles/widgets.css';

/**
 * The page's code is evaluated in two tasks instead of one: first the libraries (React, Redux,
 * zod, the router), then, after a pause in which the browser can paint and answer a tap, the
 * app's own start-up modules and its start (src/app/start-app.tsx). Evaluated in one go they made
 * the longest task of a page's start, 25-160 ms here, four times that on a mid-range phone.
 */
async function boot(): Promise<void> {
  await import('react-dom/client');
  // Nothing here may import the app's modules: they would be evaluated with the libraries.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { startApp } = await import('./app/start-app');
  startApp();
}

boot().catch((error: unknown) => console.error('The app could not start', error));
