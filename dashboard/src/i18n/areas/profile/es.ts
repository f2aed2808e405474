import type { AreaMessages } from '../../area.ts';
import type { PROFILE_EN } from './en.ts';

const ES: AreaMessages<typeof PROFILE_EN> = {
  'profile.title': 'Perfil',
  'profile.intro': 'Tus datos y el equipo de tu taller.',
  'profile.personal': 'Datos personales',
  'profile.firstName': 'Nombre',
  'profile.lastName': 'Apellidos',
  'profile.phone': 'Teléfono',
  'profile.country': 'País',
  'profile.state': 'Estado o región',
  'profile.city': 'Ciudad',
  'profile.businessName': 'Nombre del negocio',
  'profile.businessNameHint': 'El nombre de tu taller, en cada presupuesto, email y en tu enlace para compartir. Si lo cambias, cambia el nombre del taller.',
  'profile.businessAddress': 'Dirección del negocio',
  'profile.save': 'Guardar cambios',
  'profile.countryFirst': 'Elige primero el país.',
  'profile.loadingCountries': 'Cargando países…',
  'profile.countriesFailed': 'No se pudo cargar la lista de países.',
  'profile.loadingStates': 'Cargando estados y regiones…',
  'profile.statesFailed': 'No se pudieron cargar los estados de este país.',
  'profile.loadingCities': 'Cargando ciudades…',
  'profile.stateFirst': 'Elige el estado o la región para ver sus ciudades.',
  'profile.cityHint': 'Empieza a escribir para elegir de la lista, o escribe el nombre.',
  'profile.citiesFailed': 'No se pudieron cargar las ciudades de este estado.',
  'profile.updated': 'Datos actualizados.',
  'profile.updateFailed': 'No se pudieron actualizar tus datos.',
};
export default ES;
