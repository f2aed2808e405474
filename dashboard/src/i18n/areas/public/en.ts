// The public site's frame and small pages (issue 28 item 1, decision 101): the header, the footer with its language
// picker, the skip link, the contact page, Page Not Found and the error page.
export const PUBLIC_EN = {
  'public.logo': 'Wrapsmith home',
  'public.skip': 'Skip to content',
  'public.home': 'Home',
  'public.how': 'How it Works',
  'public.benefits': 'Our Benefits',
  'public.faq': 'FAQ',
  'public.contact': 'Contact',
  'public.about': 'About',
  'public.login': 'Log In',
  'public.signup': 'Sign Up',
  'public.openMenu': 'Open menu',
  'public.closeMenu': 'Close menu',
  'public.primaryNav': 'Primary',
  'public.footerNav': 'Footer',
  'public.rights': '© {year} Wrapsmith. All rights reserved.',
  'public.language': 'Language',

  'public.contact.title': 'Talk to the Wrapsmith team',
  'public.contact.intro':
    'Questions about plans, embedding the visualizer on your site, or adding your own film brand? Send us a message and we will get back to you by email.',
  'public.contact.name': 'Name',
  'public.contact.email': 'Email',
  'public.contact.subject': 'Subject',
  'public.contact.message': 'Message',
  'public.contact.send': 'Send Message',
  'public.contact.sending': 'Sending…',
  'public.contact.thanks': 'Thank you for contacting us!',
  'public.contact.failed': 'Something went wrong. Please try again.',
} as const;
