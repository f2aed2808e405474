// The HTTP API's shapes for the API's own handlers and tests: every one is declared in the contract
// (packages/core/src/contract, decision 081) and inferred from its schema there. Apps import them from
// '@wrapsmith/core/contract'; this file only saves the API's modules a longer import.
export type * from '@wrapsmith/core/contract';
