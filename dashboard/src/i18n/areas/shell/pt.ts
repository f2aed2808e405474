import type { AreaMessages } from '../../area.ts';
import type { SHELL_EN } from './en.ts';

const PT: AreaMessages<typeof SHELL_EN> = {
  'shell.loadingPage': 'Carregando a página…',
  'shell.loadFailedTitle': 'Não foi possível carregar esta página',
  'shell.loadFailedText': 'Verifique sua conexão com a internet e recarregue a página.',
  'shell.offlineTitle': 'Sem conexão com a internet',
  'shell.offlineText': 'Esta página ainda não foi aberta nesta visita, então ela precisa da conexão. Ela abre sozinha quando você voltar a ficar online.',
  'shell.reload': 'Recarregar',
  'shell.dismiss': 'Fechar aviso',
};
export default PT;
