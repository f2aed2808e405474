// The offline payment page's words in pt (issue 28 item 1, decision 100): loaded only for a customer who reads them.
import type { PayCatalogue } from './pay.ts';

export const PAY: PayCatalogue = {
  testMode: 'Pagamento de teste: nenhum cartão é cobrado',
  retry: 'Tentar de novo',
  paying: 'Pagando…',
  pay: 'Pagar {amount}',
  payFailed: 'Não conseguimos registrar este pagamento agora. Volte e toque em Pagar de novo.',
  'deposit.title': 'Pague o seu sinal',
  'deposit.testModeDetail': 'Este Wrapsmith não tem chaves do Stripe, então o sinal é registrado como pago sem cartão.',
  'deposit.loading': 'Carregando o seu sinal…',
  'deposit.loadFailed': 'Não conseguimos carregar o pagamento deste sinal.',
  'deposit.item': 'Sinal — {shop}',
  'deposit.back': 'Voltar ao seu orçamento',
  'deposit.closed.paid': 'Sinal pago: não há nada a pagar aqui.',
  'deposit.closed.refunded': 'Sinal devolvido: não há nada a pagar aqui.',
  'deposit.closed.cancelled': 'Sinal cancelado: não há nada a pagar aqui.',
  'deposit.closed.expired': 'Sinal expirado: não há nada a pagar aqui.',
  'invoice.title': 'Pague a sua fatura',
  'invoice.testModeDetail': 'Este Wrapsmith não tem chaves do Stripe, então o saldo é registrado como pago sem cartão.',
  'invoice.loading': 'Carregando o seu pagamento…',
  'invoice.loadFailed': 'Não conseguimos carregar este pagamento.',
  'invoice.item': 'Fatura {number} — {shop}',
  'invoice.back': 'Voltar à sua fatura',
  'invoice.closed.paid': 'Paga: não há nada a pagar aqui.',
  'invoice.closed.expired': 'Esta página de pagamento expirou: volte à sua fatura e toque em Pagar de novo.',
};
