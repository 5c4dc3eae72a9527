import * as z from 'zod/mini';

/**
 * zod probes `new Function('')` to decide whether it may compile fast parsers. Our
 * Content-Security-Policy forbids eval, so the probe is a reported CSP violation in every
 * browser context. The page and the service worker import this first: parsing stays
 * interpreted, and no violation is ever raised.
 */
z.config({ jitless: true });
