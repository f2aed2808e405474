import type { AreaMessages } from '../../area.ts';
import type { SHELL_EN } from './en.ts';

const ES: AreaMessages<typeof SHELL_EN> = {
  'shell.loadingPage': 'Cargando la página…',
  'shell.loadFailedTitle': 'No se pudo cargar esta página',
  'shell.loadFailedText': 'Comprueba tu conexión a internet y vuelve a cargar la página.',
  'shell.offlineTitle': 'Sin conexión a internet',
  'shell.offlineText': 'Todavía no habías abierto esta página en esta visita, así que necesita conexión. Se abrirá sola cuando vuelvas a estar en línea.',
  'shell.reload': 'Volver a cargar',
  'shell.dismiss': 'Cerrar aviso',
};
export default ES;
