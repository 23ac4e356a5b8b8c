// Money is formatted once, in the contract, so the pages and the server's mails show prices alike (de-DE).
export { formatMoney } from '@door/contract';
