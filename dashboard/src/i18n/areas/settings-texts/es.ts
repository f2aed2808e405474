import type { AreaMessages } from '../../area.ts';
import type { SETTINGS_TEXTS_EN } from './en.ts';

const ES: AreaMessages<typeof SETTINGS_TEXTS_EN> = {
  'settingsTexts.title': 'SMS',
  'settingsTexts.intro': 'Cada SMS que tu taller envió y recibió: las respuestas escritas en la página de un cliente y los SMS que Wrapsmith envía por ti.',
  'settingsTexts.sending': 'Envío',
  'settingsTexts.loadingSettings': 'Cargando los ajustes de SMS…',
  'settingsTexts.settingsFailed': 'No se pudieron cargar los ajustes de SMS.',
  'settingsTexts.twilioOwn': 'Twilio envía los SMS desde el número de tu taller {number}; las respuestas llegan a la página del cliente.',
  'settingsTexts.twilioShared': 'Twilio envía los SMS desde los números compartidos de Wrapsmith; las respuestas llegan a la página del cliente.',
  'settingsTexts.readOnly': 'Solo el dueño del taller puede cambiar el país.',
  'settingsTexts.country': 'País de los números de teléfono',
  'settingsTexts.countryHint': 'Los números escritos sin prefijo internacional (+…) se leen como números de este país.',
  'settingsTexts.saveCountry': 'Guardar país',
  'settingsTexts.saved': 'País guardado',
  'settingsTexts.saveFailed': 'No se pudo guardar el país. Inténtalo de nuevo.',
  'settingsTexts.logTitle': 'Todos los SMS',
  'settingsTexts.loadingLog': 'Cargando los SMS…',
  'settingsTexts.logFailed': 'No pudimos cargar tus SMS.',
  'settingsTexts.empty': 'Todavía no hay SMS. Aquí aparecerán las respuestas que escribas en la página de un cliente y las suyas.',
  'settingsTexts.from': 'De {phone}',
  'settingsTexts.to': 'A {phone}',
  'settingsTexts.nounOne': 'SMS',
  'settingsTexts.nounMany': 'SMS',
};
export default ES;
