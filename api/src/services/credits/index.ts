export { balance, debit, grant, ledgerTotal, type CreditEntry } from './credits.ts';
