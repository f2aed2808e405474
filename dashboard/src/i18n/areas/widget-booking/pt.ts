import type { AreaMessages } from '../../area.ts';
import type { WIDGET_BOOKING_EN } from './en.ts';

const PT: AreaMessages<typeof WIDGET_BOOKING_EN> = {
  'widget-booking.title': 'Reservar com sinal',
  'widget-booking.intro': 'O que o botão “Reservar” faz depois de uma prévia no seu widget.',
  'widget-booking.loading': 'Carregando a configuração de reservas…',
  'widget-booking.loadFailed': 'Não foi possível carregar a configuração de reservas.',
  'widget-booking.mode': 'Quando um visitante reserva',
  'widget-booking.quoteFirst': 'Orçamento primeiro: eu reviso o orçamento da tabela de preços e envio',
  'widget-booking.depositNow': 'Sinal na hora: o visitante escolhe um dia e paga o sinal',
  'widget-booking.depositNeeds': 'Para “Sinal na hora”, ative os sinais, com uma conta conectada, em Configurações → Pagamentos.',
  'widget-booking.saved': 'Configurações de reservas salvas',
  'widget-booking.failed': 'Não foi possível salvar a configuração de reservas. Tente de novo.',
  'widget-booking.draftedTitle': 'Orçamento montado com a sua tabela de preços',
  'widget-booking.status.drafted': 'Aguardando você: revise e envie ao cliente.',
  'widget-booking.status.sent': 'Enviado ao cliente como orçamento.',
  'widget-booking.status.deposit_requested': 'Reservado pelo widget com sinal: o dia foi solicitado e é confirmado quando o sinal for pago (veja a ordem de serviço).',
  'widget-booking.dayRequested': 'Dia solicitado: {day}',
  'widget-booking.noPrice': 'A sua tabela de preços não tem preço para este veículo e este filme agora: envie um orçamento pelo formulário.',
  'widget-booking.send': 'Enviar este orçamento',
  'widget-booking.sending': 'Enviando…',
  'widget-booking.quoteSent': 'Orçamento enviado: o cliente recebeu o link por e-mail.',
  'widget-booking.notDrafted': 'O orçamento desta solicitação já foi enviado.',
  'widget-booking.openWorkOrder': 'Abrir a ordem de serviço',
};
export default PT;
