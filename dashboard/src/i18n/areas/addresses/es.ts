import type { AreaMessages } from '../../area.ts';
import type { ADDRESSES_EN } from './en.ts';

const ES: AreaMessages<typeof ADDRESSES_EN> = {
  'addresses.label.zip': 'Código ZIP',
  'addresses.label.postal': 'Código postal',
  'addresses.label.eircode': 'Eircode',
  'addresses.label.cep': 'CEP',
  'addresses.label.pin': 'Código PIN',
  'addresses.label.postcode': 'Código postal',
  'addresses.example': 'Por ejemplo: {example}',
  'addresses.optionalExample': 'Opcional. Por ejemplo: {example}',
  'addresses.invalid': 'No coincide con el formato del país. Por ejemplo: {example}',
  'addresses.invalidAny': 'Usa solo letras, números, espacios y guiones (de 2 a 12).',
};
export default ES;
