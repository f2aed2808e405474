import type { AreaMessages } from '../../area.ts';
import type { PAYMENT_SUCCESS_EN } from './en.ts';

const PT: AreaMessages<typeof PAYMENT_SUCCESS_EN> = {
  'paid.title': 'Obrigado',
  'paid.failedTitle': 'Não conseguimos confirmar seu pagamento',
  'paid.failed': 'Algo deu errado. Tente de novo.',
  'paid.missingSession': 'Esta página precisa da sessão de pagamento de onde você veio. Abra seu painel para ver seu plano e seus créditos.',
  'paid.retry': 'Tentar de novo',
  'paid.toDashboard': 'Ir para o painel',
  'paid.updating': 'Atualizando o status da sua assinatura…',
};
export default PT;
