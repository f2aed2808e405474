// The ICU formatter, loaded beside a language's catalogue (English needs none: see ../messages.ts).
export { formatMessage } from '@wrapsmith/core/i18n';
