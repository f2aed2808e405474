export { GENERATION_FACTS, factsFor } from './generation-facts.ts';
export { VEHICLE_SHAPES, type GenerationFacts, type VehicleShape } from './types.ts';
export * from './wrap-area.ts';
export * from './wrap-material.ts';
