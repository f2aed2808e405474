// Postcodes as each country names and writes them (issue 28 item 2): the profile's postcode field.
export const ADDRESSES_EN = {
  'addresses.label.zip': 'ZIP code',
  'addresses.label.postal': 'Postal code',
  'addresses.label.eircode': 'Eircode',
  'addresses.label.cep': 'CEP',
  'addresses.label.pin': 'PIN code',
  'addresses.label.postcode': 'Postcode',
  'addresses.example': 'For example: {example}',
  'addresses.optionalExample': 'Optional. For example: {example}',
  'addresses.invalid': 'This does not match the country’s format. For example: {example}',
  'addresses.invalidAny': 'Use only letters, digits, spaces and hyphens (2 to 12).',
} as const;
