import { textColourOn } from '@wrapsmith/catalog/color';
import { tokens } from './tokens.ts';

/** Ink or white, whichever contrasts more with `background`: text on a colour a shop picked. */
export const textOn = (background: string): string => textColourOn(background, tokens.color.ink);
