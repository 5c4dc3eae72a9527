import * as z from 'zod/mini';
import { communitySchema } from './community';
import { lazySchema } from '../lazy-schema';

/** A condition of interest. */
export const conditionSchema = lazySchema(() =>
  z.object({
    id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    key: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
    value: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
    description: z.string().check(z.trim(), z.maxLength(600)),
    category: z.string().check(z.trim(), z.maxLength(120)),
    abbreviation: z.optional(z.string().check(z.trim(), z.maxLength(20))),
    icon: z.optional(z.string().check(z.trim(), z.maxLength(300))),
    communities: z._default(z.array(communitySchema), []),
  }),
);

export type Condition = z.infer<typeof conditionSchema>;
export type ConditionInput = z.input<typeof conditionSchema>;
