// GET /api/v1/user/tool/material-estimate (issue 25 item 2, docs/decisions/083): a read of the catalogue, no IO.
import { feet, materialEstimate, metres, squareFeet, squareMetres } from '@wrapsmith/catalog';
import type { MaterialEstimateDto } from '@wrapsmith/core/contract';
import type { Context } from 'hono';
import type { AuthedEnv } from '../../lib/context.ts';
import { badRequest } from '../../lib/errors.ts';
import type { CONTRACT } from '@wrapsmith/core/contract';
import type { z } from 'zod';

type Query = z.output<typeof CONTRACT.material.materialEstimate.request.query>;

export const UNKNOWN_VEHICLE_MESSAGE = 'We have no measurements for this vehicle: choose its body style';

export function getMaterialEstimate(c: Context<AuthedEnv>, query: Query) {
  const { zones, rollWidthMm, wastePercent, ...vehicle } = query;
  const estimate = materialEstimate(vehicle, zones, { rollWidthMm, wastePercent });
  if (!estimate) throw badRequest(UNKNOWN_VEHICLE_MESSAGE);
  const g = estimate.geometry;
  const body: MaterialEstimateDto = {
    basis: g.basis,
    generation: g.generation,
    bodyStyle: g.bodyStyle,
    shape: g.shape,
    lengthMm: g.lengthMm,
    widthMm: g.widthMm,
    heightMm: g.heightMm,
    rollWidthMm: estimate.rollWidthMm,
    wastePercent: estimate.wastePercent,
    zones: estimate.zones.map((z) => ({ ...z, areaM2: squareMetres(z.areaMm2), areaSqFt: squareFeet(z.areaMm2) })),
    areaMm2: estimate.areaMm2,
    areaM2: squareMetres(estimate.areaMm2),
    areaSqFt: squareFeet(estimate.areaMm2),
    plannedMm: estimate.lengthMm,
    wasteMm: estimate.wasteMm,
    totalMm: estimate.totalMm,
    totalMetres: metres(estimate.totalMm),
    totalFeet: feet(estimate.totalMm),
  };
  return c.json({ data: body });
}
