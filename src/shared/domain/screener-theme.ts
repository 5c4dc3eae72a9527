import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';

/*
 * The questionnaire's colour themes, apart from its URL's rules (screener-url.ts, which re-exports
 * them): the pre-screener widget's content names one, and every page checks that content.
 */

/** SurveyJS's names; each is a few CSS variables in questionnaire.css. */
export const SCREENER_THEMES = ['default-light', 'default-dark', 'contrast-light', 'flat-light'] as const;
export const screenerThemeSchema = lazySchema(() => z.enum(SCREENER_THEMES));
export type ScreenerTheme = z.infer<typeof screenerThemeSchema>;
export const DEFAULT_SCREENER_THEME: ScreenerTheme = 'default-light';
