import {
  createBaseThemeStyle,
  createResetVariablesStyle,
  SvgRegistry,
  type ITheme,
  type SurveyModel,
} from 'survey-core';
import { ContrastLight, DefaultDark, DefaultLight, FlatLight } from 'survey-core/themes';
import type { ScreenerTheme } from '../../../shared/domain/screener-url';

/** The app's brand colour on the default theme, so the questionnaire looks like the page around it. */
const APP_BRAND = { '--sjs2-color-project-brand-600': '#0b5c6b' };
/** The app uses system fonts only; SurveyJS would ask for Open Sans, which nobody downloads here. */
const SYSTEM_FONTS = {
  '--sjs2-typography-font-family-text':
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
};

const THEMES: Record<ScreenerTheme, ITheme> = {
  'default-light': { ...DefaultLight, cssVariables: { ...DefaultLight.cssVariables, ...APP_BRAND } },
  'default-dark': DefaultDark,
  'contrast-light': ContrastLight,
  'flat-light': FlatLight,
};

export function themeFor(name: ScreenerTheme): ITheme {
  const theme = THEMES[name];
  return { ...theme, cssVariables: { ...theme.cssVariables, ...SYSTEM_FONTS } };
}

/**
 * SurveyJS renders its base variables (and box-shadow resets) as inline <style> elements, which
 * our Content-Security-Policy (style-src 'self', no 'unsafe-inline') blocks. The same CSS goes
 * into constructed stylesheets instead: CSSOM, which the policy allows, and no violation report.
 */
export function adoptSurveyStyles(survey: SurveyModel, target?: Document): void {
  survey.generateStylesheet = false;
  const doc = target ?? (typeof document === 'undefined' ? null : document);
  if (!doc || typeof CSSStyleSheet === 'undefined' || !('adoptedStyleSheets' in doc)) return;
  const base = new CSSStyleSheet();
  base.replaceSync(createBaseThemeStyle());
  const resets = new CSSStyleSheet();
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, base, resets];
  survey.onAfterRenderSurvey.add((_sender, options) => {
    resets.replaceSync(createResetVariablesStyle(options.htmlElement));
  });
}

/**
 * The icon sprite is written with innerHTML; one icon (the timer circle, unused here) carries a
 * style attribute, which the policy blocks and reports. Presentation attributes stay; only
 * style attributes go.
 */
export function dropInlineIconStyles(): void {
  for (const [id, symbol] of Object.entries(SvgRegistry.icons)) {
    if (/\sstyle="/.test(symbol))
      SvgRegistry.registerIconFromSymbol(id, symbol.replace(/\sstyle="[^"]*"/g, ''));
  }
}
