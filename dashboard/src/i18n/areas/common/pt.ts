import type { AreaMessages } from '../../area.ts';
import type { COMMON_EN } from './en.ts';

// Português do Brasil, como o resto do painel (../../pt.ts).
const PT: AreaMessages<typeof COMMON_EN> = {
  'common.save': 'Salvar',
  'common.saving': 'Salvando…',
  'common.saved': 'Salvo',
  'common.cancel': 'Cancelar',
  'common.close': 'Fechar',
  'common.delete': 'Excluir',
  'common.edit': 'Editar',
  'common.retry': 'Tentar de novo',
  'common.loading': 'Carregando…',
  'common.search': 'Buscar',
  'common.back': 'Voltar',
  'common.next': 'Próximo',
  'common.previous': 'Anterior',
  'common.yes': 'Sim',
  'common.no': 'Não',
  'common.optional': 'opcional',
  'common.loadFailed': 'Não foi possível carregar. Verifique sua conexão e tente de novo.',
  'common.saveFailed': 'Não foi possível salvar. Tente de novo.',
  'common.offline': 'Sem conexão com a internet. Nada foi alterado.',
};
export default PT;
