// Starts trial-batch-worker.ts in a worker thread, its TypeScript compiled by tsx as the server's is.
import { register } from 'tsx/esm/api';

register();
await import('./trial-batch-worker.ts');
