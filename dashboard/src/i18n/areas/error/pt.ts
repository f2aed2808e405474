import type { AreaMessages } from '../../area.ts';
import type { ERROR_EN } from './en.ts';

const PT: AreaMessages<typeof ERROR_EN> = {
  'error.notFound.title': 'Página não encontrada',
  'error.notFound.text': 'A página que você procura não existe ou mudou de endereço.',
  'error.home': 'Ir para o início',
  'error.failed.title': 'Algo deu errado',
  'error.failed.text': 'Esta página não carregou. Voltar ao início costuma resolver.',
};
export default PT;
