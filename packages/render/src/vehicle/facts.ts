// The generation facts a scene is drawn with: the catalogue's entry for the picked year, make, model and body
// style, cut down to the fields the drawing uses so that only a change to those changes a scene's hash.
import { factsFor } from '@wrapsmith/catalog';
import type { BodyStyle, GenerationFacts } from '@wrapsmith/catalog';
import type { DrawnFacts } from './profile-for.ts';

/**
 * Facts of another body style are used only for a liftback, which the vehicle list offers as a sedan or a
 * hatchback; a Golf asked for as a convertible in a year without one keeps the convertible template.
 */
const accepts = (facts: GenerationFacts, bodyStyle: BodyStyle): boolean =>
  facts.bodyStyle === bodyStyle || (facts.shape === 'liftback' && (bodyStyle === 'sedan' || bodyStyle === 'hatchback'));

export function drawnFactsFor(vehicle: { year: number; make: string; model: string; bodyStyle: BodyStyle }): DrawnFacts | undefined {
  const facts = factsFor(vehicle.year, vehicle.make, vehicle.model, vehicle.bodyStyle);
  if (!facts || !accepts(facts, vehicle.bodyStyle)) return undefined;
  return drawnFacts(facts);
}

/** The drawn fields of a generation's facts; optional ones only when set, so the hash ignores absent ones. */
export function drawnFacts(facts: GenerationFacts): DrawnFacts {
  const { bodyStyle, shape, lengthMm, wheelbaseMm, heightMm, frontOverhangMm, doors, wheelInches, powertrain, engine, hoodRatio, roofRatio, beltRatio } =
    facts;
  return {
    bodyStyle,
    shape,
    lengthMm,
    wheelbaseMm,
    heightMm,
    frontOverhangMm,
    doors,
    wheelInches,
    powertrain,
    engine,
    hoodRatio,
    roofRatio,
    beltRatio,
    ...(facts.top ? { top: facts.top } : {}),
    ...(facts.cab ? { cab: facts.cab } : {}),
    ...(facts.bedLengthMm ? { bedLengthMm: facts.bedLengthMm } : {}),
    ...(facts.van ? { van: { roof: facts.van.roof, sideWindows: facts.van.sideWindows } } : {}),
    ...(facts.rearSpare ? { rearSpare: true } : {}),
  };
}
