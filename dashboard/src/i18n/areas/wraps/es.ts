import type { AreaMessages } from '../../area.ts';
import type { WRAPS_EN } from './en.ts';

const ES: AreaMessages<typeof WRAPS_EN> = {
  'wraps.title': 'Mis rotulados',
  'wraps.generate': 'Generar ahora',
  'wraps.tabSaved': 'Guardados',
  'wraps.tabLeadSent': 'Enviados como contacto',
  'wraps.tabDrafts': 'Borradores',
  'wraps.tabAll': 'Todos',
  'wraps.statusDraft': 'Borrador',
  'wraps.emptySaved': 'Guarda una vista previa de tus borradores para tenerla aquí.',
  'wraps.emptyLeadSent': 'Aquí aparecen las vistas previas que los clientes te enviaron como solicitud de presupuesto.',
  'wraps.emptyDrafts': 'Cada vista previa que generas en el Studio empieza aquí como borrador.',
  'wraps.emptyAll': 'Aquí verás las vistas previas que generes en el Studio.',
  'wraps.emptyTitle': 'Todavía no hay rotulados aquí',
  'wraps.openStudio': 'Abrir el Studio',
  'wraps.loadFailed': 'No se pudieron cargar tus rotulados.',
  'wraps.loading': 'Cargando tus rotulados…',
  'wraps.loadMoreFailed': 'No se pudieron cargar más rotulados.',
  'wraps.saved': 'Guardado en Mis rotulados.',
  'wraps.saveFailed': 'No se pudo guardar el rotulado.',
  'wraps.deleted': 'Rotulado eliminado.',
  'wraps.deleteFailed': 'No se pudo eliminar el rotulado.',
  'wraps.showing': 'Mostrando {shown} de {total}',
  'wraps.loadMore': 'Cargar más',
  'wraps.deleteTitle': '¿Eliminar este rotulado?',
  'wraps.deleteBody': 'La vista previa del {vehicle} en {film} se eliminará para todo tu taller. No se puede deshacer.',
  'wraps.customerPhoto': 'Foto del cliente',
  'wraps.imageAlt': '{vehicle} rotulado en {film}',
};
export default ES;
