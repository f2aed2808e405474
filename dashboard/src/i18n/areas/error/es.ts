import type { AreaMessages } from '../../area.ts';
import type { ERROR_EN } from './en.ts';

const ES: AreaMessages<typeof ERROR_EN> = {
  'error.notFound.title': 'Página no encontrada',
  'error.notFound.text': 'La página que buscas no existe o se ha movido.',
  'error.home': 'Ir al inicio',
  'error.failed.title': 'Algo salió mal',
  'error.failed.text': 'Esta página no se pudo cargar. Volver al inicio suele solucionarlo.',
};
export default ES;
