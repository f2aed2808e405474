import type { AreaMessages } from '../../area.ts';
import type { ADDRESSES_EN } from './en.ts';

const DE: AreaMessages<typeof ADDRESSES_EN> = {
  'addresses.label.zip': 'ZIP-Code',
  'addresses.label.postal': 'Postleitzahl',
  'addresses.label.eircode': 'Eircode',
  'addresses.label.cep': 'CEP',
  'addresses.label.pin': 'PIN-Code',
  'addresses.label.postcode': 'Postleitzahl',
  'addresses.example': 'Zum Beispiel: {example}',
  'addresses.optionalExample': 'Optional. Zum Beispiel: {example}',
  'addresses.invalid': 'Passt nicht zum Format des Landes. Zum Beispiel: {example}',
  'addresses.invalidAny': 'Nur Buchstaben, Ziffern, Leerzeichen und Bindestriche (2 bis 12).',
};
export default DE;
