// The widget settings' and leads' answer schemas (widget-endpoints.ts), in a chunk of their own: see lazy-answer.ts.
import { leadAnswers, leadDto, pageOf, toolAnswers, widgetSettingsAnswers } from '@wrapsmith/core/contract';

export { checkAnswer } from '../read-answer.ts';

export const answers = {
  settings: widgetSettingsAnswers.getWidgetSettings,
  saveSettings: widgetSettingsAnswers.putWidgetSettings,
  uploadLogo: widgetSettingsAnswers.uploadWidgetLogo,
  removeLogo: widgetSettingsAnswers.deleteWidgetLogo,
  keys: widgetSettingsAnswers.listWidgetKeys,
  createKey: widgetSettingsAnswers.createWidgetKey,
  setKeyOrigins: widgetSettingsAnswers.setWidgetKeyOrigins,
  revokeKey: widgetSettingsAnswers.revokeWidgetKey,
  usage: widgetSettingsAnswers.getWidgetUsage,
  brands: toolAnswers.getBrands,
  // The route's cursor-or-page answer (cursorPageOf) as asked here, by page: its page and total are there (only an
  // answer to a cursor lacks them), which the pager needs; nextCursor is not read.
  leadList: pageOf(leadDto),
  leadGet: leadAnswers.getLead,
  leadSetStatus: leadAnswers.updateLead,
  leadRelease: leadAnswers.releaseLead,
  leadDiscard: leadAnswers.discardLead,
};
