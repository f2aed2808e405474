// One spelling per make, whatever the source file wrote ("MAZDA", "Mercedes Benz", "VW", "Citroen").
import { VEHICLE_MAKES } from './vehicle-list.ts';

/** Makes outside the built-in list that appear in public vehicle data, in their own styling. */
const OTHER_KNOWN_MAKES = [
  'Bugatti',
  'BYD',
  'Daewoo',
  'Daihatsu',
  'Eagle',
  'Fisker',
  'Freightliner',
  'Geo',
  'INEOS Automotive',
  'Karma',
  'Koenigsegg',
  'Lotus',
  'Maybach',
  'McLaren',
  'Morgan',
  'Panoz',
  'Rolls-Royce',
  'Saleen',
  'SRT',
  'Sterling',
  'VinFast',
  'Yugo',
];

const ALIASES: Record<string, string> = {
  mercedes: 'Mercedes-Benz',
  mb: 'Mercedes-Benz',
  vw: 'Volkswagen',
  chevy: 'Chevrolet',
  minicooper: 'MINI',
  mclarenautomotive: 'McLaren',
  panozautodevelopment: 'Panoz',
  ineos: 'INEOS Automotive',
  rangerover: 'Land Rover',
};

function makeKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const CANONICAL = new Map<string, string>();
for (const make of [...VEHICLE_MAKES, ...OTHER_KNOWN_MAKES]) CANONICAL.set(makeKey(make), make);
for (const [alias, make] of Object.entries(ALIASES)) CANONICAL.set(alias, make);

/**
 * Trims and collapses spaces; known makes get their canonical spelling ("bmw" → "BMW",
 * "Mercedes Benz" → "Mercedes-Benz", "Citroen" → "Citroën"). Unknown makes keep their own casing.
 */
export function normalizeMake(name: string): string {
  const tidy = name.trim().replace(/\s+/g, ' ');
  return CANONICAL.get(makeKey(tidy)) ?? tidy;
}
