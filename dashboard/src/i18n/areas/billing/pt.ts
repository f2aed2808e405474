import type { AreaMessages } from '../../area.ts';
import type { BILLING_EN } from './en.ts';

const PT: AreaMessages<typeof BILLING_EN> = {
  'billing.perMonth': '{price} / mês',
  'billing.perYear': '{price} / ano',
  'billing.name.crm': 'Ferramenta de gestão da oficina',
  'billing.name.credits': '{count} créditos',
  'billing.processing': 'Processando…',
  'billing.generic': 'Algo deu errado. Tente novamente.',
  'billing.checkout.title': 'Pagamento',
  'billing.checkout.testMode': 'Pagamento de teste: nenhum cartão é cobrado',
  'billing.checkout.testModeDetail': 'Os pagamentos com cartão ainda não estão ativados neste Wrapsmith, então nenhum cartão é cobrado. Pagar aqui conclui a compra exatamente como um pagamento com cartão.',
  'billing.checkout.loading': 'Carregando o pagamento…',
  'billing.checkout.loadFailed': 'Não foi possível carregar este pagamento.',
  'billing.checkout.pay': 'Pagar {price}',
  'billing.checkout.paid': 'Este pagamento já foi feito.',
  'billing.checkout.expired': 'Este pagamento expirou. Comece de novo em Cobrança e assinatura.',
  'billing.checkout.toDashboard': 'Ir para o painel',
  'billing.checkout.toPlans': 'Voltar aos planos',
};
export default PT;
