import type { AreaMessages } from '../../area.ts';
import type { AITOOL_EN } from './en.ts';

const ES: AreaMessages<typeof AITOOL_EN> = {
  'aitool.title': 'La foto de tu coche',
  'aitool.intro': 'Sube una foto del coche de tu cliente y toca su pintura: la selección aparece en la foto al instante, gratis. Elige un color y pulsa Recolorear: la foto vuelve con ese vinilo, su coche tal como es (1 crédito).',
  'aitool.exactTitle': 'Recoloreado exacto',
  'aitool.exactIntro': 'Integrado: la pintura que tocas toma el color del vinilo; la forma del coche, la luz y todo lo que lo rodea se quedan como están.',
  'aitool.aiTitle': 'Imagen con IA',
  'aitool.aiIntro': 'La IA vuelve a pintar toda la foto, con luces y reflejos. Puede cambiar detalles del coche, así que revisa el resultado antes de enviarlo. 1 crédito.',
  'aitool.checking': 'Comprobando si las imágenes con IA están disponibles…',
  'aitool.off': 'Las imágenes con IA aún no están disponibles en tu Wrapsmith, así que esta opción está desactivada. El recoloreado exacto de arriba funciona con cualquier foto.',
  'aitool.photoTitle': 'Foto del cliente',
  'aitool.photoLabel': 'Foto para la IA',
  'aitool.photoHint': 'Tómala de lado y con luz de día, con todo el coche en el encuadre. Archivos de imagen de hasta 10 MB.',
  'aitool.photoAlt': 'Tu foto',
  'aitool.engineOffBefore': 'Las imágenes con IA aún no están disponibles en tu Wrapsmith. No se cobró nada. Recolorea la foto con el recoloreado exacto de arriba o mira cualquier vehículo de nuestro catálogo en el',
  'aitool.engineOffLink': 'Studio',
  'aitool.engineOffAfter': '.',
  'aitool.empty': 'Sube una foto y elige un color; luego genera aquí la vista previa.',
  'aitool.generate': 'Generar vista previa',
  'aitool.renderAlt': 'El coche de tu cliente rotulado en {wrap}',
};
export default ES;
