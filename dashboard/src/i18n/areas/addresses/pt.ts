import type { AreaMessages } from '../../area.ts';
import type { ADDRESSES_EN } from './en.ts';

const PT: AreaMessages<typeof ADDRESSES_EN> = {
  'addresses.label.zip': 'Código ZIP',
  'addresses.label.postal': 'Código postal',
  'addresses.label.eircode': 'Eircode',
  'addresses.label.cep': 'CEP',
  'addresses.label.pin': 'Código PIN',
  'addresses.label.postcode': 'Código postal',
  'addresses.example': 'Por exemplo: {example}',
  'addresses.optionalExample': 'Opcional. Por exemplo: {example}',
  'addresses.invalid': 'Não corresponde ao formato do país. Por exemplo: {example}',
  'addresses.invalidAny': 'Use apenas letras, números, espaços e hífens (de 2 a 12).',
};
export default PT;
