import type { AreaMessages } from '../../area.ts';
import type { COMMON_EN } from './en.ts';

const ES: AreaMessages<typeof COMMON_EN> = {
  'common.save': 'Guardar',
  'common.saving': 'Guardando…',
  'common.saved': 'Guardado',
  'common.cancel': 'Cancelar',
  'common.close': 'Cerrar',
  'common.delete': 'Eliminar',
  'common.edit': 'Editar',
  'common.retry': 'Reintentar',
  'common.loading': 'Cargando…',
  'common.search': 'Buscar',
  'common.back': 'Volver',
  'common.next': 'Siguiente',
  'common.previous': 'Anterior',
  'common.yes': 'Sí',
  'common.no': 'No',
  'common.optional': 'opcional',
  'common.loadFailed': 'No se pudo cargar. Comprueba tu conexión y vuelve a intentarlo.',
  'common.saveFailed': 'No se pudo guardar. Vuelve a intentarlo.',
  'common.offline': 'Sin conexión a internet. No se ha cambiado nada.',
};
export default ES;
