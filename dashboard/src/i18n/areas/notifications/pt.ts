import type { AreaMessages } from '../../area.ts';
import type { NOTIFICATIONS_EN } from './en.ts';

// Português do Brasil, como o resto do painel.
const PT: AreaMessages<typeof NOTIFICATIONS_EN> = {
  'notifications.title': 'Notificações',
  'notifications.intro': 'Novos contatos, agendamentos e novidades da conta da sua oficina.',
  'notifications.loading': 'Carregando notificações…',
  'notifications.failed': 'Não foi possível carregar as notificações.',
  'notifications.emptyTitle': 'Nenhuma notificação ainda',
  'notifications.emptyBody': 'Quando um cliente enviar um design ou agendar um horário, você verá aqui.',
  'notifications.all': 'Todas as notificações',
  'notifications.unread': 'Não lida:',
  'notifications.one': 'notificação',
  'notifications.many': 'notificações',
  'notifications.open': 'Abrir',
  'notifications.notFoundTitle': 'Notificação não encontrada',
  'notifications.notFoundBody': 'Ela pode ter sido removida. Escolha outra da lista.',
  'notifications.loadingOne': 'Carregando a notificação…',
  'notifications.selectTitle': 'Escolha uma notificação',
  'notifications.selectBody': 'Escolha uma da lista para ler.',
};
export default PT;
