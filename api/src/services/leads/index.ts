// Leads: their creation and rules, the held ones, the list (issue 24 item 5).
export * from './leads.ts';
export * from './held.ts';
export * from './list.ts';
export { LEAD_API_MESSAGES } from './messages.ts';
