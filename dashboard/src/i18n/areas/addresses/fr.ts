import type { AreaMessages } from '../../area.ts';
import type { ADDRESSES_EN } from './en.ts';

const FR: AreaMessages<typeof ADDRESSES_EN> = {
  'addresses.label.zip': 'Code ZIP',
  'addresses.label.postal': 'Code postal',
  'addresses.label.eircode': 'Eircode',
  'addresses.label.cep': 'CEP',
  'addresses.label.pin': 'Code PIN',
  'addresses.label.postcode': 'Code postal',
  'addresses.example': 'Par exemple\u00a0: {example}',
  'addresses.optionalExample': 'Facultatif. Par exemple\u00a0: {example}',
  'addresses.invalid': 'Ne correspond pas au format du pays. Par exemple\u00a0: {example}',
  'addresses.invalidAny': 'Uniquement des lettres, des chiffres, des espaces et des tirets (de 2 à 12).',
};
export default FR;
