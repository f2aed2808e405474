import type { AreaMessages } from '../../area.ts';
import type { SETTINGS_INVOICES_EN } from './en.ts';

const PT: AreaMessages<typeof SETTINGS_INVOICES_EN> = {
  'settingsInvoices.title': 'Faturas',
  'settingsInvoices.intro': 'Como suas faturas são numeradas e o que elas dizem. As faturas emitidas mantêm o número e o texto com que foram emitidas.',
  'settingsInvoices.loading': 'Carregando as configurações de fatura…',
  'settingsInvoices.loadFailed': 'Não foi possível carregar as configurações de fatura.',
  'settingsInvoices.prefix': 'Prefixo do número',
  'settingsInvoices.prefixHint': 'Até {max} letras, dígitos ou - _ / . # antes do número.',
  'settingsInvoices.next': 'A próxima fatura que você emitir será a {number}.',
  'settingsInvoices.dueDays': 'Prazo de pagamento (dias)',
  'settingsInvoices.dueDaysHint': 'Dias da data de emissão até o vencimento, de 0 a {max} (0: vence no recebimento).',
  'settingsInvoices.locale': 'Idioma e região',
  'settingsInvoices.localeHint': 'Como datas e valores aparecem nas faturas, por exemplo pt-BR, pt-PT, en-US ou es-MX.',
  'settingsInvoices.footer': 'Rodapé',
  'settingsInvoices.footerHint': 'Impresso no pé de cada fatura, até {max} caracteres: dados bancários para transferências, agradecimentos, textos legais.',
  'settingsInvoices.save': 'Salvar configurações de fatura',
  'settingsInvoices.saved': 'Configurações de fatura salvas',
  'settingsInvoices.failed': 'Não foi possível salvar as configurações de fatura. Tente de novo.',
  'settingsInvoices.readOnly': 'Sua função pode ver estas configurações, mas não alterá-las.',
};
export default PT;
