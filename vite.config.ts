import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { appShellChunk } from './.config/app-shell-chunk';
import { axiosXhrOnly } from './.config/axios-xhr-only';
import { HOME_PAGE_WIDGETS } from './.config/home-page-widgets';
import { bootStageLinks } from './.config/boot-stage-links';
import { isLocalforageStandIn, localforageIndexedDbOnly } from './.config/localforage-indexeddb-only';
import { precompress } from './.config/precompress-plugin';
import { widgetAssets } from './.config/widget-assets-plugin';
import { WIDGET_MODULES } from './src/content/widget-modules';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const SHELL_LIBRARIES = new RegExp(
  'node_modules[\\\\/](' +
    [
      'react',
      'react-dom',
      'scheduler',
      'react-router',
      'react-redux',
      'use-sync-external-store',
      '@reduxjs[\\\\/]toolkit',
      'redux',
      'redux-thunk',
      'immer',
      'reselect',
      'redux-saga',
      '@redux-saga[\\\\/][^\\\\/]+',
      'redux-persist',
      'localforage',
      'zod',
      '@babel[\\\\/]runtime',
    ].join('|') +
    ')[\\\\/]',
);

/**
 * The study-team workspace and the libraries only it uses (the funnel's chart, passkeys): one
 * chunk that participants' devices never download (its routes are lazy) and never precache.
 */
const WORKSPACE_MODULES =
  /[\\/]src[\\/](features[\\/]staff[\\/]|shared[\\/]contracts[\\/]staff-)|node_modules[\\/](chart\.js|@kurkle[\\/]color|@simplewebauthn[\\/]browser)[\\/]/;
export const WORKSPACE_CHUNK = 'workspace';

const ZOD_CONFIGURATION = /[\\/]src[\\/]shared[\\/]zod-jitless\.ts$/;
const SHARED_SOURCES = /[\\/]src[\\/]shared[\\/]/;

const shellChunk = appShellChunk({
  appEntry: /[\\/]src[\\/](main|app[\\/]start-app)\.tsx$/,
  frameEntry: /[\\/]src[\\/]screener\.tsx$/,
  own: /^(?!\0)(?!.*node_modules).*\.tsx?$/,
  homeWidgets: HOME_PAGE_WIDGETS,
});

// The HTML entry points live in src/ (the top level is fixed by the product owner).
export default defineConfig({
  root: fromRoot('./src'),
  publicDir: fromRoot('./public'),
  envDir: fromRoot('./'),
  resolve: {
    // react-router's package exports point every bundler at its development build (warnings and
    // checks included); the production build beside it is the same API without them.
    alias: [
      {
        find: /^react-router$/,
        replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs'),
      },
    ],
  },
  build: {
    outDir: fromRoot('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the app supports has <link rel=modulepreload>: no polyfill chunk on each page.
    // The page's own chunks are preloaded from its HTML. A chunk imported later (a widget, a saga)
    // is not announced with the chunks it imports: listing them for every lazy import put the name
    // of nearly every file of the build in the app's first chunk (3 KB gzip on every page). Its
    // imports are then fetched when it arrives, and after the first visit they come from the
    // service worker's precache; a widget the server renders has its chunks linked from the page
    // (.config/widget-assets-plugin.ts). Their stylesheets are still loaded with them.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        // The libraries every page needs go in one chunk: fewer, larger files compress better than a
        // dozen small shared ones. Only these: a group takes every module it matches, even one that
        // is only imported lazily, so anything else (forms, maps, workbox-window) stays
        // in the chunk that needs it. axios too: a page whose first answers are inlined in its HTML
        // (src/server/plugins/spa-shell.ts) downloads it only on its first API call.
        codeSplitting: {
          groups: [
            {
              name: WORKSPACE_CHUNK,
              test: (id) => WORKSPACE_MODULES.test(id),
              priority: 4,
              includeDependenciesRecursively: false,
            },
            // With them, zod's configuration (jitless: our CSP forbids eval), evaluated right after
            // zod itself and so before any schema of any chunk is built.
            {
              name: 'vendor',
              test: (id) =>
                SHELL_LIBRARIES.test(id) || ZOD_CONFIGURATION.test(id) || isLocalforageStandIn(id),
              priority: 3,
            },
            // The start-up modules of src/shared (the contracts and the content model, whose zod
            // schemas are built as they are evaluated) in a chunk of their own, which src/main.tsx
            // evaluates in a task before the rest of the app's start.
            {
              name: 'shell-shared',
              test: (id) => shellChunk.isShellModule(id) && SHARED_SOURCES.test(id),
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'common',
              test: (id) => shellChunk.isCommonModule(id),
              priority: 1,
              includeDependenciesRecursively: false,
            },
            {
              name: 'home',
              test: (id) => shellChunk.isHomeModule(id),
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // The app's start-up modules in one chunk (see .config/app-shell-chunk.ts).
            {
              name: 'shell',
              test: (id) => shellChunk.isShellModule(id),
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
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
    localforageIndexedDbOnly(fromRoot('./node_modules/localforage')),
    axiosXhrOnly(),
    shellChunk.plugin,
    bootStageLinks(),
    widgetAssets({
      root: fromRoot('./'),
      modules: WIDGET_MODULES,
      loaders: fromRoot('./src/content/widget-loaders.ts'),
      eager: HOME_PAGE_WIDGETS,
    }),
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
        globIgnores: [`**/${WORKSPACE_CHUNK}-*`],
      },
      devOptions: { enabled: false },
    }),
    precompress(fromRoot('./dist')),
  ],
});
