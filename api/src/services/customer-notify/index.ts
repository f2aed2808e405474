// Customer notifications and shop alerts (issue 26 items 2 and 5, decision 090).
export { emitCustomerEvent, onNotifyJobsWaiting, scheduleReminder, shopAlert, type CustomerEventInput, type ShopAlertInput } from './emit.ts';
export { alertWanted, getNotifySettings, saveNotifySettings, shopOwner } from './settings.ts';
export { reminderDueAt, zonedInstant } from './schedule.ts';
export { bookingMessages, JOB_LEASE_MS, MAX_ATTEMPTS, RETRY_DELAYS_MS, runDueNotifyJobs, scheduleNotifyJobs, type NotifyDeps } from './worker.ts';
