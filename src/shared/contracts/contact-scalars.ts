import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';

/** The small field schemas every contact-form contract uses. */

export const id = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(64)));
export const key = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(100)));
export const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
export const optionalText = (max: number) => z.optional(text(max));
export const email = lazySchema(() => z.email().check(z.maxLength(254)));
export const protocolList = lazySchema(() =>
  z.string().check(z.regex(/^[A-Za-z0-9_.-]+(,[A-Za-z0-9_.-]+)*$/), z.maxLength(600)),
);
export const zipQuery = lazySchema(() =>
  z.optional(z.union([z.string().check(z.regex(/^\d{5}$/)), z.literal('')])),
);
