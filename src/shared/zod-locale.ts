import * as z from 'zod/mini';

/**
 * zod/mini loads no locale: without one every issue reads "Invalid input". The server returns
 * these messages as problem+json `errors[].reason`, so it (and Jest's setup) imports this module.
 * The client bundle deliberately does not: it only logs issues, and the locale costs ~2.6 KiB.
 */
z.config(z.locales.en());
