/** The console's customers (issue 18): the list and one customer's page. */
export { CustomerPage } from './customer-page.tsx';
export { CustomersPage, customerPath } from './customers-page.tsx';
