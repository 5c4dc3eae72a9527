import * as z from 'zod/mini';
import { languageSchema } from '../../../shared/content-model/language';

/** pack.yaml: what the pack is called and the languages every page and item must have. */
export const packManifestSchema = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  title: z.optional(z.string()),
  languages: z.array(languageSchema).check(z.minLength(1)),
});
