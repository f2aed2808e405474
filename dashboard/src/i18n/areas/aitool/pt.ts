import type { AreaMessages } from '../../area.ts';
import type { AITOOL_EN } from './en.ts';

const PT: AreaMessages<typeof AITOOL_EN> = {
  'aitool.title': 'A foto do seu carro',
  'aitool.intro': 'Envie uma foto do carro do seu cliente e toque na pintura: a seleção aparece na foto na hora, grátis. Escolha uma cor e toque em Recolorir: a foto volta com esse vinil, o carro exatamente como é (1 crédito).',
  'aitool.exactTitle': 'Recoloração exata',
  'aitool.exactIntro': 'Integrada: a pintura que você toca ganha a cor do vinil; a forma do carro, a luz e tudo ao redor continuam como estão.',
  'aitool.aiTitle': 'Imagem com IA',
  'aitool.aiIntro': 'A IA repinta a foto inteira, com luz e reflexos. Ela pode mudar detalhes do carro, então confira o resultado antes de enviar. 1 crédito.',
  'aitool.checking': 'Verificando se as imagens com IA estão disponíveis…',
  'aitool.off': 'As imagens com IA ainda não estão disponíveis no seu Wrapsmith, então esta opção está desligada. A recoloração exata acima funciona com qualquer foto.',
  'aitool.photoTitle': 'Foto do cliente',
  'aitool.photoLabel': 'Foto para a IA',
  'aitool.photoHint': 'Tire de lado, com luz do dia, com o carro inteiro no enquadramento. Arquivos de imagem de até 10 MB.',
  'aitool.photoAlt': 'Sua foto',
  'aitool.engineOffBefore': 'As imagens com IA ainda não estão disponíveis no seu Wrapsmith. Nada foi cobrado. Recolora a foto com a recoloração exata acima ou veja qualquer veículo do nosso catálogo no',
  'aitool.engineOffLink': 'Studio',
  'aitool.engineOffAfter': '.',
  'aitool.empty': 'Envie uma foto e escolha uma cor; depois gere a prévia aqui.',
  'aitool.generate': 'Gerar prévia',
  'aitool.renderAlt': 'O carro do seu cliente envelopado em {wrap}',
};
export default PT;
