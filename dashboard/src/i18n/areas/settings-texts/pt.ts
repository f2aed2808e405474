import type { AreaMessages } from '../../area.ts';
import type { SETTINGS_TEXTS_EN } from './en.ts';

const PT: AreaMessages<typeof SETTINGS_TEXTS_EN> = {
  'settingsTexts.title': 'SMS',
  'settingsTexts.intro': 'Todos os SMS que sua loja enviou e recebeu: respostas digitadas na página de um cliente e os SMS que a Wrapsmith envia por você.',
  'settingsTexts.sending': 'Envio',
  'settingsTexts.loadingSettings': 'Carregando as configurações de SMS…',
  'settingsTexts.settingsFailed': 'Não foi possível carregar as configurações de SMS.',
  'settingsTexts.twilioOwn': 'Os SMS são enviados pela Twilio a partir do número da sua loja, {number}; as respostas chegam na página do cliente.',
  'settingsTexts.twilioShared': 'Os SMS são enviados pela Twilio a partir dos números compartilhados da Wrapsmith; as respostas chegam na página do cliente.',
  'settingsTexts.readOnly': 'Só o dono da loja pode mudar o país.',
  'settingsTexts.country': 'País dos números de telefone',
  'settingsTexts.countryHint': 'Números digitados sem o código do país (+…) são lidos como números deste país.',
  'settingsTexts.saveCountry': 'Salvar país',
  'settingsTexts.saved': 'País salvo',
  'settingsTexts.saveFailed': 'Não foi possível salvar o país. Tente de novo.',
  'settingsTexts.logTitle': 'Todos os SMS',
  'settingsTexts.loadingLog': 'Carregando os SMS…',
  'settingsTexts.logFailed': 'Não conseguimos carregar seus SMS.',
  'settingsTexts.empty': 'Ainda não há SMS. As respostas que você digitar na página de um cliente, e as dele, aparecem aqui.',
  'settingsTexts.from': 'De {phone}',
  'settingsTexts.to': 'Para {phone}',
  'settingsTexts.nounOne': 'SMS',
  'settingsTexts.nounMany': 'SMS',
};
export default PT;
