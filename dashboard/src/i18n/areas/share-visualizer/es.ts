import type { AreaMessages } from '../../area.ts';
import type { SHARE_VISUALIZER_EN } from './en.ts';

const ES: AreaMessages<typeof SHARE_VISUALIZER_EN> = {
  'shareVis.eyebrow': 'Visualizador',
  'shareVis.title': 'Mira tu coche con un rotulado nuevo',
  'shareVis.shopCredits': 'Este es el visualizador que usan tus clientes. Cada vista previa usa 1 de los {credits} créditos de tu taller.',
  'shareVis.intro': 'Elige año, marca y modelo, una marca de vinilo, un acabado y un color.',
  'shareVis.audiences': '¿Tienes coche? Prueba un estilo y llévalo a un taller de rotulado. ¿Tienes un taller? Este es el visualizador que reciben tus clientes.',
  'shareVis.ownerTitle': '¿Es tu coche?',
  'shareVis.ownerText': 'Un taller de rotulado puede presupuestar este estilo y mostrarlo en tu coche. Envíaselo a tu taller o busca uno cerca de ti.',
  'shareVis.sendToShop': 'Enviar este estilo a un taller',
  'shareVis.findShop': 'Buscar un taller cerca de ti',
  'shareVis.newTab': ' (se abre en una pestaña nueva)',
  'shareVis.shopTitle': '¿Tienes un taller de rotulado?',
  'shareVis.shopText': 'Muestra estilos como este sobre el vehículo y pon el visualizador en tu web: {credits} vistas previas gratis, sin tarjeta de crédito.',
  'shareVis.startTrial': 'Prueba gratis',
  'shareVis.lookOnCar': '{car} en {wrap}',
  'shareVis.mailSubject': 'Presupuesto de rotulado: {look}',
  'shareVis.mailBody': 'Hola:\n\n¿Me podéis dar un presupuesto para este rotulado: {look}?\n\nLo elegí en {url}\n',
};
export default ES;
