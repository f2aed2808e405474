import type { AreaMessages } from '../../area.ts';
import type { SETTINGS_EMAILS_EN } from './en.ts';

const PT: AreaMessages<typeof SETTINGS_EMAILS_EN> = {
  'settingsEmails.title': 'E-mails',
  'settingsEmails.intro': 'Todos os e-mails que a Wrapsmith enviou pela sua loja: convites da equipe, avisos de novos contatos e e-mails da conta. Códigos de acesso e links de senha só aparecem para quem os recebeu.',
  'settingsEmails.loading': 'Carregando os e-mails…',
  'settingsEmails.loadFailed': 'Não conseguimos carregar seus e-mails.',
  'settingsEmails.listTitle': 'E-mails enviados',
  'settingsEmails.empty': 'Ainda não há e-mails. Convites e avisos de novos contatos aparecem aqui.',
  'settingsEmails.to': 'Para {to}',
  'settingsEmails.attachments': 'Anexos',
  'settingsEmails.download': 'Baixar {file}',
  'settingsEmails.status.stored': 'Na caixa de saída',
  'settingsEmails.status.sending': 'Enviando',
  'settingsEmails.status.sent': 'Enviado',
  'settingsEmails.status.failed': 'Falhou',
  'settingsEmails.nounOne': 'e-mail',
  'settingsEmails.nounMany': 'e-mails',
};
export default PT;
