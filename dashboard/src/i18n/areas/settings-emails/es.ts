import type { AreaMessages } from '../../area.ts';
import type { SETTINGS_EMAILS_EN } from './en.ts';

const ES: AreaMessages<typeof SETTINGS_EMAILS_EN> = {
  'settingsEmails.title': 'Correos',
  'settingsEmails.intro': 'Cada correo que Wrapsmith envió por tu taller: invitaciones al equipo, avisos de nuevos clientes potenciales y correos de la cuenta. Los códigos de acceso y los enlaces de contraseña solo los ve quien los recibió.',
  'settingsEmails.loading': 'Cargando los correos…',
  'settingsEmails.loadFailed': 'No pudimos cargar tus correos.',
  'settingsEmails.listTitle': 'Correos enviados',
  'settingsEmails.empty': 'Todavía no hay correos. Aquí aparecerán las invitaciones y los avisos de nuevos clientes potenciales.',
  'settingsEmails.to': 'Para {to}',
  'settingsEmails.attachments': 'Adjuntos',
  'settingsEmails.download': 'Descargar {file}',
  'settingsEmails.status.stored': 'En la bandeja de salida',
  'settingsEmails.status.sending': 'Enviando',
  'settingsEmails.status.sent': 'Enviado',
  'settingsEmails.status.failed': 'Falló',
  'settingsEmails.nounOne': 'correo',
  'settingsEmails.nounMany': 'correos',
};
export default ES;
