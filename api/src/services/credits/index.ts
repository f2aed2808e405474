export { balance, debit, grant, ledgerTotal, refund, type CreditEntry } from './credits.ts';
