/** The console's orders (issue 18): the list (with the cancellation requests) and one order's page. */
export { OperatorOrderPage } from './order-page.tsx';
export { OperatorOrdersPage } from './orders-page.tsx';
export { operatorOrderPath, operatorOrdersPath } from './paths.ts';
