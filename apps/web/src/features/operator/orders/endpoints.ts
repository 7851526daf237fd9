import type {
  approveCancellationRoute,
  blockCustomerRoute,
  correctOrderStatusRoute,
  customerDetailRoute,
  declineCancellationRoute,
  operatorAddServiceRoute,
  operatorCancelServiceRoute,
  operatorOrderDetailRoute,
  operatorOrdersRoute,
  searchCustomersRoute,
  unblockCustomerRoute,
} from '@jetkiz/contract';
import { at } from '../api/endpoints.ts';

/** The console's customers and orders (issue 18): verbs and paths typed by the contract's descriptors. */
export const workEndpoints = {
  customers: at<typeof searchCustomersRoute>('GET', '/api/operator/customers'),
  customer: at<typeof customerDetailRoute>('GET', '/api/operator/customers/{id}'),
  block: at<typeof blockCustomerRoute>('POST', '/api/operator/customers/{id}/block'),
  unblock: at<typeof unblockCustomerRoute>('POST', '/api/operator/customers/{id}/unblock'),
  orders: at<typeof operatorOrdersRoute>('GET', '/api/operator/orders'),
  order: at<typeof operatorOrderDetailRoute>('GET', '/api/operator/orders/{id}'),
  approve: at<typeof approveCancellationRoute>('POST', '/api/operator/orders/{id}/cancellation/approve'),
  decline: at<typeof declineCancellationRoute>('POST', '/api/operator/orders/{id}/cancellation/decline'),
  correct: at<typeof correctOrderStatusRoute>('POST', '/api/operator/orders/{id}/status'),
  addService: at<typeof operatorAddServiceRoute>('POST', '/api/operator/orders/{id}/services'),
  cancelService: at<typeof operatorCancelServiceRoute>('POST', '/api/operator/orders/{id}/services/{serviceId}/cancel'),
};
