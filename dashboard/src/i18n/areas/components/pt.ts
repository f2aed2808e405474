import type { AreaMessages } from '../../area.ts';
import type { COMPONENTS_EN } from './en.ts';

const PT: AreaMessages<typeof COMPONENTS_EN> = {
  'components.tableEmpty': 'Nenhum registro encontrado',
  'components.tableScrolls': 'Tabela {caption}, rola para os lados',
  'components.pagerNav': 'Páginas de {list}',
  'components.pagerPreviousPage': 'Página anterior',
  'components.pagerNextPage': 'Próxima página',
  'components.pagerStatus': 'Página {page} de {pages} · {total} {noun}',
  'components.searchPlaceholder': 'Nome, e-mail, telefone…',
  'components.somethingWrong': 'Algo deu errado. Tente de novo.',
  'components.exportSize': 'Tamanho do download',
  'components.download': 'Baixar',
  'components.exportUpgrade': 'Downloads maiores com um plano superior',
  'components.exportPhotoNote': 'Uma foto é baixada no tamanho dela quando ele é menor: ela nunca é ampliada.',
  'components.exportUpTo': 'Até {size}',
  'components.exportPlanOnly': '{size} — plano {plan}',
  'components.photoNotImage': 'Escolha um arquivo de imagem (uma foto JPEG, PNG ou WebP).',
  'components.photoTooBig': 'A foto deve ter {megabytes} MB ou menos.',
};
export default PT;
