// The shared components' own words (decision 101): the table, pager, search box, dialogs, submit row, download sizes
// and photo picker. Words a component takes from its caller (titles, labels, a list's noun) stay the caller's.
export const COMPONENTS_EN = {
  'components.tableEmpty': 'No records found',
  'components.tableScrolls': '{caption} table, scrolls sideways',
  'components.pagerNav': '{list} pages',
  'components.pagerPreviousPage': 'Previous page',
  'components.pagerNextPage': 'Next page',
  'components.pagerStatus': 'Page {page} of {pages} · {total} {noun}',
  'components.searchPlaceholder': 'Name, email, phone…',
  'components.somethingWrong': 'Something went wrong. Please try again.',
  'components.exportSize': 'Download size',
  'components.download': 'Download',
  'components.exportUpgrade': 'Bigger downloads with a higher plan',
  'components.exportPhotoNote': 'A photo downloads at its own size when that is smaller: it is never enlarged.',
  'components.exportUpTo': 'Up to {size}',
  'components.exportPlanOnly': '{size} — {plan} plan',
  'components.photoNotImage': 'Choose an image file (a JPEG, PNG or WebP photo).',
  'components.photoTooBig': 'The photo must be {megabytes} MB or smaller.',
} as const;
