// The warranties area's answer schemas (warranty-endpoints.ts), in a chunk of their own: see lazy-answer.ts.
import { publicWarrantyRoutes, warrantyRoutes } from '@wrapsmith/core/contract';

export { checkAnswer } from '../read-answer.ts';

export const answers = {
  forBooking: warrantyRoutes.listWarranties.responses[200],
  issue: warrantyRoutes.issueWarranties.responses[201],
  get: warrantyRoutes.getWarranty.responses[200],
  transfer: warrantyRoutes.transferWarranty.responses[200],
  void: warrantyRoutes.voidWarranty.responses[200],
  createClaim: warrantyRoutes.createClaim.responses[201],
  setClaimStatus: warrantyRoutes.updateClaim.responses[200],
  addClaimPhoto: warrantyRoutes.uploadClaimPhoto.responses[201],
  settings: warrantyRoutes.getWarrantySettings.responses[200],
  saveSettings: warrantyRoutes.saveWarrantySettings.responses[200],
  verify: publicWarrantyRoutes.verifyWarranty.responses[200],
};
