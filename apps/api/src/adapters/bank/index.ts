export { BankError, type BankPort, BankRefusedError, type BankToken, type BankTransaction } from './bank.port.ts';
export { createHalykEpay } from './halyk-epay.adapter.ts';
