import type { AreaMessages } from '../../area.ts';
import type { PUBLIC_EN } from './en.ts';

const ES: AreaMessages<typeof PUBLIC_EN> = {
  'public.logo': 'Inicio de Wrapsmith',
  'public.skip': 'Saltar al contenido',
  'public.home': 'Inicio',
  'public.how': 'Cómo funciona',
  'public.benefits': 'Ventajas',
  'public.faq': 'Preguntas frecuentes',
  'public.contact': 'Contacto',
  'public.about': 'Quiénes somos',
  'public.login': 'Iniciar sesión',
  'public.signup': 'Regístrate',
  'public.openMenu': 'Abrir el menú',
  'public.closeMenu': 'Cerrar el menú',
  'public.primaryNav': 'Principal',
  'public.footerNav': 'Pie de página',
  'public.rights': '© {year} Wrapsmith. Todos los derechos reservados.',
  'public.language': 'Idioma',

  'public.contact.title': 'Habla con el equipo de Wrapsmith',
  'public.contact.intro':
    '¿Preguntas sobre los planes, sobre cómo poner el visualizador en tu web o sobre añadir tu propia marca de vinilo? Escríbenos y te responderemos por correo.',
  'public.contact.name': 'Nombre',
  'public.contact.email': 'Correo electrónico',
  'public.contact.subject': 'Asunto',
  'public.contact.message': 'Mensaje',
  'public.contact.send': 'Enviar mensaje',
  'public.contact.sending': 'Enviando…',
  'public.contact.thanks': '¡Gracias por escribirnos!',
  'public.contact.failed': 'Algo salió mal. Vuelve a intentarlo.',
};
export default ES;
