// All generation facts, and the look-up a render uses to find the one for a picked vehicle.
import type { BodyStyle } from '../../vocabulary.ts';
import { normalizeMake } from '../make-names.ts';
import { ASIAN_FACTS } from './asia.ts';
import { EUROPEAN_FACTS } from './europe.ts';
import { NORTH_AMERICAN_FACTS } from './north-america.ts';
import type { GenerationFacts } from './types.ts';

/** Every entry; a model's most common body style comes first, so it wins when no body style is asked for. */
export const GENERATION_FACTS: readonly GenerationFacts[] = [...NORTH_AMERICAN_FACTS, ...ASIAN_FACTS, ...EUROPEAN_FACTS];

const key = (make: string, model: string) => `${make}|${model}`;

const BY_MODEL = new Map<string, GenerationFacts[]>();
for (const facts of GENERATION_FACTS) {
  const entries = BY_MODEL.get(key(facts.make, facts.model));
  if (entries) entries.push(facts);
  else BY_MODEL.set(key(facts.make, facts.model), [facts]);
}

/**
 * The generation of `make model` sold in `year`: the entry drawing `bodyStyle` if there is one, else the
 * model's first entry for that year (a Model S asked for as a sedan gets its liftback). Undefined when the
 * year is not covered, so the caller falls back to the body style's template.
 */
export function factsFor(
  year: number,
  make: string,
  model: string,
  bodyStyle?: BodyStyle,
): GenerationFacts | undefined {
  const inYear = (BY_MODEL.get(key(normalizeMake(make), model.trim())) ?? []).filter(
    (facts) => year >= facts.from && year <= facts.to,
  );
  return inYear.find((facts) => facts.bodyStyle === bodyStyle) ?? inYear[0];
}
