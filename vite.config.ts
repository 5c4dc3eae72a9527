import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { precompress } from './.config/precompress-plugin';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The HTML entry points live in src/ (the top level is fixed by the product owner).
export default defineConfig({
  root: fromRoot('./src'),
  publicDir: fromRoot('./public'),
  envDir: fromRoot('./'),
  build: {
    outDir: fromRoot('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The libraries (all but SurveyJS, which only the questionnaire loads) go in one chunk:
        // fewer, larger files compress better than a dozen small shared ones.
        codeSplitting: {
          groups: [{ name: 'vendor', test: /node_modules[\\/](?!survey-)/ }],
        },
      },
      input: { app: fromRoot('./src/index.html'), screener: fromRoot('./src/screener.html') },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '^/(api|Participant|Patient|Delegate|Prescreener|UCPM|SiteSelection|Send|HumanApi|healthz)':
        'http://localhost:8080',
    },
  },
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: fromRoot('./service-worker'),
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json}'],
      },
      devOptions: { enabled: false },
    }),
    precompress(fromRoot('./dist')),
  ],
});
