import * as z from 'zod/mini';

/** A text field content must fill: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
