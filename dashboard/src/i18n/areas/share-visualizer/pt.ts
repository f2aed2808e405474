import type { AreaMessages } from '../../area.ts';
import type { SHARE_VISUALIZER_EN } from './en.ts';

const PT: AreaMessages<typeof SHARE_VISUALIZER_EN> = {
  'shareVis.eyebrow': 'Visualizador',
  'shareVis.title': 'Veja seu carro com um envelopamento novo',
  'shareVis.shopCredits': 'Este é o visualizador que seus clientes usam. Cada prévia usa 1 dos {credits} créditos da sua oficina.',
  'shareVis.intro': 'Escolha ano, marca e modelo, uma marca de vinil, um acabamento e uma cor.',
  'shareVis.audiences': 'Tem um carro? Experimente um visual e leve a uma oficina de envelopamento. Tem uma oficina? Este é o visualizador que seus clientes recebem.',
  'shareVis.ownerTitle': 'Esse carro é seu?',
  'shareVis.ownerText': 'Uma oficina de envelopamento pode orçar esse visual e mostrá-lo no seu carro. Envie para a sua oficina ou encontre uma perto de você.',
  'shareVis.sendToShop': 'Enviar este visual para uma oficina',
  'shareVis.findShop': 'Encontrar uma oficina perto de você',
  'shareVis.newTab': ' (abre em uma nova aba)',
  'shareVis.shopTitle': 'Tem uma oficina de envelopamento?',
  'shareVis.shopText': 'Mostre visuais como este no veículo e coloque o visualizador no seu site: {credits} prévias grátis, sem cartão de crédito.',
  'shareVis.startTrial': 'Teste grátis',
  'shareVis.lookOnCar': '{car} com {wrap}',
  'shareVis.mailSubject': 'Orçamento de envelopamento: {look}',
  'shareVis.mailBody': 'Olá,\n\nVocês podem me passar um orçamento para este envelopamento: {look}?\n\nEscolhi em {url}\n',
};
export default PT;
