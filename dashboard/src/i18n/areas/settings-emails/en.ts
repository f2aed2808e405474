// Settings → Emails' words (issue 28 item 1, decision 101). An email's own subject and text stay as they were sent.
export const SETTINGS_EMAILS_EN = {
  'settingsEmails.title': 'Emails',
  'settingsEmails.intro': 'Every email Wrapsmith sent for your shop: team invites, lead alerts and account emails. Sign-in codes and password links are only shown to the person they were sent to.',
  'settingsEmails.loading': 'Loading emails…',
  'settingsEmails.loadFailed': 'We couldn’t load your emails.',
  'settingsEmails.listTitle': 'Sent emails',
  'settingsEmails.empty': 'No emails yet. Invites and lead alerts will show up here.',
  'settingsEmails.to': 'To {to}',
  'settingsEmails.attachments': 'Attachments',
  'settingsEmails.download': 'Download {file}',
  'settingsEmails.status.stored': 'In the outbox',
  'settingsEmails.status.sending': 'Sending',
  'settingsEmails.status.sent': 'Sent',
  'settingsEmails.status.failed': 'Failed',
  'settingsEmails.nounOne': 'email',
  'settingsEmails.nounMany': 'emails',
} as const;
