import type { AreaMessages } from '../../area.ts';
import type { WRAPS_EN } from './en.ts';

// Português do Brasil, como o resto do painel.
const PT: AreaMessages<typeof WRAPS_EN> = {
  'wraps.title': 'Meus envelopamentos',
  'wraps.generate': 'Gerar agora',
  'wraps.tabSaved': 'Salvos',
  'wraps.tabLeadSent': 'Enviados como contato',
  'wraps.tabDrafts': 'Rascunhos',
  'wraps.tabAll': 'Todos',
  'wraps.statusDraft': 'Rascunho',
  'wraps.emptySaved': 'Salve uma prévia dos seus rascunhos para guardá-la aqui.',
  'wraps.emptyLeadSent': 'As prévias que clientes enviaram a você com um pedido de orçamento aparecem aqui.',
  'wraps.emptyDrafts': 'Toda prévia que você gera no Studio começa aqui como rascunho.',
  'wraps.emptyAll': 'As prévias que você gerar no Studio vão aparecer aqui.',
  'wraps.emptyTitle': 'Ainda não há envelopamentos aqui',
  'wraps.openStudio': 'Abrir o Studio',
  'wraps.loadFailed': 'Não foi possível carregar seus envelopamentos.',
  'wraps.loading': 'Carregando seus envelopamentos…',
  'wraps.loadMoreFailed': 'Não foi possível carregar mais envelopamentos.',
  'wraps.saved': 'Salvo em Meus envelopamentos.',
  'wraps.saveFailed': 'Não foi possível salvar o envelopamento.',
  'wraps.deleted': 'Envelopamento excluído.',
  'wraps.deleteFailed': 'Não foi possível excluir o envelopamento.',
  'wraps.showing': 'Mostrando {shown} de {total}',
  'wraps.loadMore': 'Carregar mais',
  'wraps.deleteTitle': 'Excluir este envelopamento?',
  'wraps.deleteBody': 'A prévia do {vehicle} em {film} será excluída para todos da sua oficina. Isso não pode ser desfeito.',
  'wraps.customerPhoto': 'Foto do cliente',
  'wraps.imageAlt': '{vehicle} envelopado em {film}',
};
export default PT;
