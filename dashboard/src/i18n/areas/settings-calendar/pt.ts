import type { AreaMessages } from '../../area.ts';
import type { SETTINGS_CALENDAR_EN } from './en.ts';

const PT: AreaMessages<typeof SETTINGS_CALENDAR_EN> = {
  'settingsCalendar.title': 'Agenda',
  'settingsCalendar.intro': 'O fuso horário da sua loja e uma agenda privada dos seus agendamentos para Google Agenda, Outlook ou Calendário da Apple.',
  'settingsCalendar.ownerOnly': 'Só o dono da loja pode alterar as configurações da agenda.',
  'settingsCalendar.loading': 'Carregando as configurações da agenda…',
  'settingsCalendar.loadFailed': 'Não foi possível carregar as configurações da agenda.',
  'settingsCalendar.zoneTitle': 'Fuso horário',
  'settingsCalendar.zoneLabel': 'Fuso horário da loja',
  'settingsCalendar.zoneHint': 'Os dias de agendamento e os horários de entrada seguem o horário local da sua loja neste fuso. Os arquivos de agenda e o feed usam esse fuso, então os horários continuam certos na mudança de horário de verão.',
  'settingsCalendar.saveZone': 'Salvar fuso horário',
  'settingsCalendar.saveFailed': 'Não foi possível salvar as configurações da agenda.',
  'settingsCalendar.saved': 'Configurações da agenda salvas.',
  'settingsCalendar.rotated': 'Novo link da agenda criado. O link antigo não funciona mais: assine de novo com este.',
  'settingsCalendar.feedTitle': 'Feed da agenda',
  'settingsCalendar.feedIntro': 'Assine este endereço privado no seu app de agenda ("Por URL" no Google Agenda, "Assinar calendário" no Outlook e no Calendário da Apple): seus agendamentos aparecem e ficam sempre atualizados. Qualquer pessoa com o endereço pode lê-lo.',
  'settingsCalendar.noFeed': 'Nenhum feed da agenda ainda.',
  'settingsCalendar.makeFeed': 'Criar um link da agenda',
  'settingsCalendar.feedLabel': 'Endereço privado da agenda',
  'settingsCalendar.copy': 'Copiar',
  'settingsCalendar.copied': 'Copiado para a área de transferência.',
  'settingsCalendar.selected': 'Selecionado: pressione Ctrl+C (⌘C) para copiar.',
  'settingsCalendar.rotate': 'Criar um link novo',
  'settingsCalendar.rotateTitle': 'Criar um link novo da agenda?',
  'settingsCalendar.rotateBody': 'O link atual para de funcionar na hora: as agendas que o assinam deixam de atualizar, e você assina de novo com o link novo.',
  'settingsCalendar.keep': 'Manter o link atual',
  'settingsCalendar.working': 'Um momento…',
  'settingsCalendar.names': 'Mostrar o nome dos clientes no feed',
  'settingsCalendar.namesHint': 'Desligado: os eventos mostram só o veículo. Ligado: “Dana Reyes: 2024 Toyota Camry”. Nenhum e-mail ou telefone aparece no feed.',
};
export default PT;
