import type { AreaMessages } from '../../area.ts';
import type { PROFILE_EN } from './en.ts';

// Português do Brasil, como o resto do painel.
const PT: AreaMessages<typeof PROFILE_EN> = {
  'profile.title': 'Perfil',
  'profile.intro': 'Seus dados e a equipe da sua oficina.',
  'profile.personal': 'Dados pessoais',
  'profile.firstName': 'Nome',
  'profile.lastName': 'Sobrenome',
  'profile.phone': 'Telefone',
  'profile.country': 'País',
  'profile.state': 'Estado ou região',
  'profile.city': 'Cidade',
  'profile.businessName': 'Nome da empresa',
  'profile.businessNameHint': 'O nome da sua oficina, em cada orçamento, e-mail e no seu link de compartilhamento. Alterá-lo renomeia a oficina.',
  'profile.businessAddress': 'Endereço da empresa',
  'profile.save': 'Salvar alterações',
  'profile.countryFirst': 'Escolha primeiro o país.',
  'profile.loadingCountries': 'Carregando países…',
  'profile.countriesFailed': 'Não foi possível carregar a lista de países.',
  'profile.loadingStates': 'Carregando estados e regiões…',
  'profile.statesFailed': 'Não foi possível carregar os estados deste país.',
  'profile.loadingCities': 'Carregando cidades…',
  'profile.stateFirst': 'Escolha o estado ou a região para ver as cidades.',
  'profile.cityHint': 'Comece a digitar para escolher da lista, ou digite o nome.',
  'profile.citiesFailed': 'Não foi possível carregar as cidades deste estado.',
  'profile.updated': 'Dados atualizados.',
  'profile.updateFailed': 'Não foi possível atualizar seus dados.',
};
export default PT;
