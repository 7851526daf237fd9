/** Claims (issue 19) on the customer's side: the order page's card, the claim form, the letter. */
export { OrderClaimsCard } from './order-claims.tsx';
