import type { AreaMessages } from '../../area.ts';
import type { PUBLIC_EN } from './en.ts';

// Português do Brasil, com você.
const PT: AreaMessages<typeof PUBLIC_EN> = {
  'public.logo': 'Início do Wrapsmith',
  'public.skip': 'Pular para o conteúdo',
  'public.home': 'Início',
  'public.how': 'Como funciona',
  'public.benefits': 'Vantagens',
  'public.faq': 'Perguntas frequentes',
  'public.contact': 'Contato',
  'public.about': 'Sobre',
  'public.login': 'Entrar',
  'public.signup': 'Cadastre-se',
  'public.openMenu': 'Abrir o menu',
  'public.closeMenu': 'Fechar o menu',
  'public.primaryNav': 'Principal',
  'public.footerNav': 'Rodapé',
  'public.rights': '© {year} Wrapsmith. Todos os direitos reservados.',
  'public.language': 'Idioma',

  'public.contact.title': 'Fale com a equipe do Wrapsmith',
  'public.contact.intro':
    'Dúvidas sobre os planos, sobre como colocar o visualizador no seu site ou sobre incluir sua própria marca de vinil? Mande uma mensagem e responderemos por e-mail.',
  'public.contact.name': 'Nome',
  'public.contact.email': 'E-mail',
  'public.contact.subject': 'Assunto',
  'public.contact.message': 'Mensagem',
  'public.contact.send': 'Enviar mensagem',
  'public.contact.sending': 'Enviando…',
  'public.contact.thanks': 'Obrigado pelo contato!',
  'public.contact.failed': 'Algo deu errado. Tente de novo.',
};
export default PT;
