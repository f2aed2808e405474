import type { AreaMessages } from '../../area.ts';
import type { HELP_EN } from './en.ts';

const PT: AreaMessages<typeof HELP_EN> = {
  'help.title': 'Suporte e ajuda',
  'help.intro': 'Pergunte o que quiser ou encontre uma resposta rápida abaixo.',
  'help.ticketTitle': 'Abrir um chamado de suporte',
  'help.subject': 'Assunto',
  'help.message': 'Mensagem',
  'help.submit': 'Enviar chamado',
  'help.sending': 'Enviando…',
  'help.sent': 'Chamado recebido. Vamos responder por e-mail.',
  'help.failed': 'Algo deu errado. Tente de novo.',
  'help.subjectRequired': 'Informe um assunto.',
  'help.subjectTooLong': 'O assunto está longo demais.',
  'help.subjectAngles': 'O assunto não pode conter < ou >.',
  'help.messageRequired': 'Escreva uma mensagem.',
  'help.messageTooLong': 'A mensagem está longa demais.',
  'help.faqTitle': 'Perguntas frequentes',
  'help.faq.firstPreview.q': 'Como gero minha primeira prévia?',
  'help.faq.firstPreview.a': 'Abra o Estúdio, escolha o ano, a marca e o modelo e depois uma marca de vinil, um acabamento e uma cor. Cada prévia usa 1 crédito do saldo da sua loja.',
  'help.faq.credits.q': 'Onde vejo meus créditos restantes?',
  'help.faq.credits.a': 'Seu saldo aparece no cartão de créditos do Painel e, no celular, na barra superior. Ele é atualizado após cada prévia.',
  'help.faq.team.q': 'Como adiciono um membro da equipe?',
  'help.faq.team.a': 'No Painel, no seu Perfil ou em Configurações → Equipe, abra Membros da equipe e escolha Convidar membro. A pessoa recebe um e-mail com um link para entrar na sua loja.',
  'help.faq.reset.q': 'Um membro da equipe esqueceu a senha. E agora?',
  'help.faq.reset.a': 'Em Membros da equipe, escolha Enviar redefinição ao lado do nome. A pessoa recebe um e-mail com um link válido por 5 minutos.',
  'help.faq.account.q': 'Como mudo meu e-mail ou minha senha?',
  'help.faq.account.a': 'Vá em Configurações, altere os campos e escolha Salvar perfil. Você será desconectado e poderá entrar de novo com os novos dados.',
  'help.faq.plan.q': 'Como cancelo ou mudo meu plano?',
  'help.faq.plan.a': 'Os planos são mensais. Mude ou cancele em Assinatura quando quiser; quem cuida da cobrança é o dono da loja.',
};
export default PT;
