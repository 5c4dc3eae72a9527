import * as z from 'zod/mini';
import { languageSchema } from '../../../shared/content-model/language';
import { MAX_TRIAL_SEED_COUNT } from '../../trials/trial-seed-count';

/** pack.yaml: what the pack is called and the languages every page and item must have. */
export const packManifestSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  title: z.optional(z.string()),
  languages: z.array(languageSchema).check(z.minLength(1)),
  /**
   * Synthetic trials added to the trial search index, for a demonstration (the demo pack asks for
   * 5,000); a real site leaves it out. TRIAL_SEED_COUNT overrides it.
   */
  generatedTrials: z.optional(z.int().check(z.minimum(0), z.maximum(MAX_TRIAL_SEED_COUNT))),
});
