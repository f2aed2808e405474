export { tokens, CONTRAST_PAIRS } from './tokens.ts';
export type { Tokens, ColorToken } from './tokens.ts';
// WCAG maths lives with the rest of the colour maths (culori), in the catalog.
export { contrastRatio, relativeLuminance } from '@wrapsmith/catalog/color';
export { textOn } from './text-on.ts';
export { cssVar, cssVarName, tokenDeclarations, tokensCss } from './css-variables.ts';
export { baseCss } from './base-css.ts';

import { baseCss } from './base-css.ts';
import { tokensCss } from './css-variables.ts';

/** Tokens plus base stylesheet: what a page links once, or what the widget injects into its shadow root. */
export const designCss = `${tokensCss}${baseCss}`;
