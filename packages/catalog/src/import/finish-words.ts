// Finish words of colour charts and shop lists → the finishes the Studio offers.
import type { Finish } from '../vocabulary.ts';

/** Effects named in a film's name or finish column that decide the finish on their own. */
const EFFECTS: readonly [RegExp, Finish][] = [
  [/\bcarbon\b/i, 'carbon'],
  [/\bbrushed\b/i, 'brushed'],
  [/\bchrome\b/i, 'chrome'],
  [/\b(colou?r ?flip|flip|colou?r ?flow|colou?r ?shift|chameleon|iridescent|psychedelic)\b/i, 'flip'],
];

/** Sheen words. Avery's rugged "Extreme Texture" films read as matte on a render. */
const SHEENS: readonly [RegExp, Finish][] = [
  [/\bsatin\b/i, 'satin'],
  [/\b(matte?|texture|textured|rugged)\b/i, 'matte'],
  [/\b(gloss|glossy)\b/i, 'gloss'],
];

/** Words that imply gloss only when no sheen is named: "Pearl (satin)" is satin, a plain "Pearl" gloss. */
const IMPLIED_GLOSS: readonly [RegExp, Finish][] = [[/\b(metallic|pearl|diamond|glitter|sparkle)\b/i, 'gloss']];

function firstMatch(table: readonly [RegExp, Finish][], text: string): Finish | undefined {
  return table.find(([pattern]) => pattern.test(text))?.[1];
}

/**
 * The finish of a film from its finish column and its name. Effects win over sheen ("Satin Flip
 * Psychedelic" is a flip film, "Brushed Shadow Black" a brushed one). In a finish column, only the head
 * word counts for effects: "Satin (pearl/flip)" is a family that holds both pearl and flip films, so its
 * films are satin unless their name says flip.
 */
export function finishFromWords(finishColumn: string, name: string): Finish | undefined {
  const head = finishColumn.replace(/\(.*\)/, '').trim();
  const qualifier = /\(([^)]*)\)/.exec(finishColumn)?.[1] ?? '';
  return (
    firstMatch(EFFECTS, name) ??
    firstMatch(EFFECTS, head) ??
    firstMatch(SHEENS, head) ??
    firstMatch(SHEENS, qualifier) ??
    firstMatch(SHEENS, name) ??
    firstMatch(IMPLIED_GLOSS, `${finishColumn} ${name}`)
  );
}
