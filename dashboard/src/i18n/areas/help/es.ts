import type { AreaMessages } from '../../area.ts';
import type { HELP_EN } from './en.ts';

const ES: AreaMessages<typeof HELP_EN> = {
  'help.title': 'Soporte y ayuda',
  'help.intro': 'Pregúntanos lo que quieras o encuentra abajo una respuesta rápida.',
  'help.ticketTitle': 'Enviar un ticket de soporte',
  'help.subject': 'Asunto',
  'help.message': 'Mensaje',
  'help.submit': 'Enviar ticket',
  'help.sending': 'Enviando…',
  'help.sent': 'Ticket recibido. Te responderemos por correo electrónico.',
  'help.failed': 'Algo salió mal. Inténtalo de nuevo.',
  'help.subjectRequired': 'Escribe un asunto.',
  'help.subjectTooLong': 'El asunto es demasiado largo.',
  'help.subjectAngles': 'El asunto no puede contener < ni >.',
  'help.messageRequired': 'Escribe un mensaje.',
  'help.messageTooLong': 'El mensaje es demasiado largo.',
  'help.faqTitle': 'Preguntas frecuentes',
  'help.faq.firstPreview.q': '¿Cómo genero mi primera vista previa?',
  'help.faq.firstPreview.a': 'Abre el Estudio, elige el año, la marca y el modelo, y luego una marca de vinilo, un acabado y un color. Cada vista previa usa 1 crédito del saldo de tu taller.',
  'help.faq.credits.q': '¿Dónde veo los créditos que me quedan?',
  'help.faq.credits.a': 'Tu saldo aparece en la tarjeta de créditos de Inicio y, en el móvil, en la barra superior. Se actualiza después de cada vista previa.',
  'help.faq.team.q': '¿Cómo añado a un miembro del equipo?',
  'help.faq.team.a': 'En Inicio, en tu Perfil o en Ajustes → Equipo, abre Miembros del equipo y elige Invitar a un miembro. Recibirá un correo con un enlace para unirse a tu taller.',
  'help.faq.reset.q': 'Un miembro del equipo olvidó su contraseña. ¿Y ahora?',
  'help.faq.reset.a': 'En Miembros del equipo, elige Enviar restablecimiento junto a su nombre. Recibirá un correo con un enlace válido durante 5 minutos.',
  'help.faq.account.q': '¿Cómo cambio mi correo o mi contraseña?',
  'help.faq.account.a': 'Ve a Ajustes, cambia los campos y elige Guardar perfil. Se cerrará tu sesión y podrás volver a entrar con los nuevos datos.',
  'help.faq.plan.q': '¿Cómo cancelo o cambio mi plan?',
  'help.faq.plan.a': 'Los planes son mes a mes. Cámbialo o cancélalo desde Suscripción cuando quieras; la facturación la gestiona el dueño del taller.',
};
export default ES;
