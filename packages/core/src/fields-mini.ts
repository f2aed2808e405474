// The field names the dashboard's first mini forms used (issue 24 item 8): fields.ts is zod/mini itself now, so these
// are its schemas under their older names.
export { emailField as emailAddress, nameField as nameText, phoneField as phoneText } from './fields.ts';
