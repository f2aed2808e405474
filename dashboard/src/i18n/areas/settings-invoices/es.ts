import type { AreaMessages } from '../../area.ts';
import type { SETTINGS_INVOICES_EN } from './en.ts';

const ES: AreaMessages<typeof SETTINGS_INVOICES_EN> = {
  'settingsInvoices.title': 'Facturas',
  'settingsInvoices.intro': 'Cómo se numeran tus facturas y qué dicen. Las facturas emitidas conservan el número y el texto con que se emitieron.',
  'settingsInvoices.loading': 'Cargando los ajustes de facturas…',
  'settingsInvoices.loadFailed': 'No se pudieron cargar los ajustes de facturas.',
  'settingsInvoices.prefix': 'Prefijo del número',
  'settingsInvoices.prefixHint': 'Hasta {max} letras, dígitos o - _ / . # antes del número.',
  'settingsInvoices.next': 'La próxima factura que emitas será la {number}.',
  'settingsInvoices.dueDays': 'Plazo de pago (días)',
  'settingsInvoices.dueDaysHint': 'Días desde la fecha de emisión hasta el vencimiento, de 0 a {max} (0: pago al recibirla).',
  'settingsInvoices.locale': 'Idioma y región',
  'settingsInvoices.localeHint': 'Cómo se escriben las fechas y los importes en las facturas, por ejemplo es-ES, es-MX, en-US o fr-CA.',
  'settingsInvoices.footer': 'Pie de página',
  'settingsInvoices.footerHint': 'Se imprime al pie de cada factura, hasta {max} caracteres: datos bancarios para transferencias, agradecimientos, textos legales.',
  'settingsInvoices.save': 'Guardar ajustes de facturas',
  'settingsInvoices.saved': 'Ajustes de facturas guardados',
  'settingsInvoices.failed': 'No se pudieron guardar los ajustes de facturas. Inténtalo de nuevo.',
  'settingsInvoices.readOnly': 'Tu rol puede ver estos ajustes, pero no cambiarlos.',
};
export default ES;
