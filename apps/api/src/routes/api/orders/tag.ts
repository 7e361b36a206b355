/** The OpenAPI tag of the order's own routes (the invoice, payment and tax routes have their own). */
export const ORDERS_TAG = 'Orders';
