// The film rolls area's answer schemas (roll-endpoints.ts), in a chunk of their own: see lazy-answer.ts.
import { rollRoutes } from '@wrapsmith/core/contract';

export { checkAnswer } from '../read-answer.ts';

export const answers = {
  list: rollRoutes.listRolls.responses[200],
  receive: rollRoutes.receiveRoll.responses[201],
  get: rollRoutes.getRoll.responses[200],
  update: rollRoutes.updateRoll.responses[200],
  count: rollRoutes.countRoll.responses[200],
  use: rollRoutes.useRoll.responses[200],
  stock: rollRoutes.getStock.responses[200],
  setAlert: rollRoutes.putStockAlert.responses[200],
  job: rollRoutes.getJobRolls.responses[200],
  reserve: rollRoutes.reserveForJob.responses[200],
};
