/** Where the console's orders are. */
export const operatorOrdersPath = '/operator/orders';
export const operatorOrderPath = (id: string) => `/operator/orders/${id}`;
