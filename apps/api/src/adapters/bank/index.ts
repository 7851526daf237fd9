export { BankError, type BankPort, type BankToken, type BankTransaction } from './bank.port.ts';
export { createHalykEpay } from './halyk-epay.adapter.ts';
