import './shared/zod-jitless';
import { createRoot } from 'react-dom/client';
import './app/styles/base.css';
import './app/styles/layout.css';
import './app/styles/widgets.css';
import { App } from './app/app';
import { makeStore } from './app/store';
import { createApiClient } from './lib/api-client';
import { getDeviceId } from './lib/device-id';
import { splitLocale } from './lib/locale';
import { registerServiceWorker } from './lib/service-worker-registration';

// Set before the first paint so assistive technology never reads the page in the wrong language.
document.documentElement.lang = splitLocale(window.location.pathname).locale;

const api = createApiClient({ deviceId: getDeviceId() });
const { store } = makeStore();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(<App store={store} api={api} />);

// OFFLINE: the service worker (prompt-for-update strategy; a no-op outside production builds).
void registerServiceWorker(store).catch((error: unknown) =>
  console.error('Service worker registration failed', error),
);
