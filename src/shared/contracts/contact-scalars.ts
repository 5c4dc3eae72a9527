import * as z from 'zod/mini';

/** The small field schemas every contact-form contract uses. */

export const id = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));
export const key = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
export const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
export const optionalText = (max: number) => z.optional(text(max));
export const email = z.email().check(z.maxLength(254));
export const protocolList = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_.-]+(,[A-Za-z0-9_.-]+)*$/), z.maxLength(600));
export const zipQuery = z.optional(z.union([z.string().check(z.regex(/^\d{5}$/)), z.literal('')]));
