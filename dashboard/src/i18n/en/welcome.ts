// The first-login welcome dialog's words in English (issue 28 item 1, decision 099), with the dashboard page. English
// has no plural (decision 099), so the plan's line puts its count after a colon; other languages use ICU plurals.
export const WELCOME_EN = {
  'welcome.title': 'Welcome to Wrapsmith!',
  'welcome.close': 'Close',
  'welcome.start': 'Generate your first preview',
  'welcome.joined': 'You have joined {shop} on Wrapsmith. Here is what you can do:',
  'welcome.setUp': 'Your shop is set up. Here is what you can do:',
  'welcome.trial': '{count} free wrap previews to try with real customers',
  'welcome.plan': 'Wrap previews ready on your {plan} plan: {count}',
  'welcome.member1': 'Wrap previews in the Studio, on the shop’s credits',
  'welcome.member2': 'Your customers’ car photos, recoloured',
  'welcome.member3': 'Your profile and sign-in details',
  'welcome.bookings': 'Online bookings and work orders',
  'welcome.quotes': 'Quotes your customers accept or decline from an emailed link',
  'welcome.leads': 'Leads from your website widget and share link',
  'welcome.notify': 'Customer notifications by email and text message',
  'welcome.history': 'Vehicle history and warranty certificates',
  'welcome.crm': 'A built-in CRM',
} as const;
