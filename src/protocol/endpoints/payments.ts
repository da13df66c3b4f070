// Payments, read side (the official client's account settings): billing, owned products, invoices, items.
import { ALL_CALLERS, endpoint } from '../endpoint';
import { customerBillingResponse, customerInvoicesListResponse, customerItemResponse, customerProductsListResponse, paymentsListQuery } from '../wire/payments';

export const paymentEndpoints = {
  /** The customer's Stripe customer and default card (user or team). */
  billing: endpoint({ method: 'GET', path: '/payments/billing/:customer_type/:customer_id', access: ALL_CALLERS, answer: customerBillingResponse }),
  /** The products a customer owns, paginated. */
  products: endpoint({ method: 'GET', path: '/payments/products/:customer_type/:customer_id', access: ALL_CALLERS, query: paymentsListQuery, answer: customerProductsListResponse }),
  /** The customer's invoices, paginated (user or team). */
  invoices: endpoint({ method: 'GET', path: '/payments/invoices/:customer_type/:customer_id', access: ALL_CALLERS, query: paymentsListQuery, answer: customerInvoicesListResponse }),
  /** One item's quantity for a customer. */
  item: endpoint({ method: 'GET', path: '/payments/items/:customer_type/:customer_id/:item_id', access: ALL_CALLERS, answer: customerItemResponse }),
};
