// Payments read endpoints the official 2.8.108 client calls from account settings (`user.useBilling()`,
// `listProducts`, `listInvoices`, `getItem`). PROTOCOL.md leaves payments out (§10); these shapes follow the
// official SDK's own response types (stack-shared interface/crud/products, invoices, items).
import { s, type Infer, type Schema } from '../schema';

/** Customer kinds of the billing and invoice paths. */
export const BILLING_CUSTOMER_TYPES = ['user', 'team'] as const;
/** Customer kinds of the product and item paths (a "custom" customer is an id the project chose). */
export const CUSTOMER_TYPES = ['user', 'team', 'custom'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** `?cursor=&limit=` of the paginated payment lists; `limit` is a decimal string from 1 to 100 (default 10). */
export const paymentsListQuery = s.object({ cursor: s.string().optional(), limit: s.string().optional() });
export type PaymentsListQuery = Infer<typeof paymentsListQuery>;

/** GET /payments/billing/{user|team}/{id}: the Stripe customer and its default card, when payments are set up. */
export const customerBillingResponse = s.object({
  has_customer: s.boolean(),
  default_payment_method: s
    .object({
      id: s.string(),
      brand: s.string().nullable(),
      last4: s.string().nullable(),
      exp_month: s.number().nullable(),
      exp_year: s.number().nullable(),
    })
    .nullable(),
});
export type CustomerBillingWire = Infer<typeof customerBillingResponse>;

/** One product a customer owns; `product` is the inline product definition (display name, prices, items…). */
export const customerProductWire = s.object({
  id: s.string().nullable(),
  quantity: s.number(),
  product: s.json(),
  type: s.literal(['one_time', 'subscription']).optional(),
  subscription: s
    .object({
      subscription_id: s.string().nullable(),
      current_period_end: s.string().nullable(),
      cancel_at_period_end: s.boolean(),
      is_cancelable: s.boolean(),
    })
    .nullable()
    .optional(),
  switch_options: s.array(s.object({ product_id: s.string(), product: s.json() })).optional(),
});
export type CustomerProductWire = Infer<typeof customerProductWire>;

/** The payment lists are always paginated: `pagination.next_cursor` is present (null on the last page). */
function paginatedList<T>(item: Schema<T>) {
  return s.object({ items: s.array(item), is_paginated: s.boolean(), pagination: s.object({ next_cursor: s.string().nullable() }) });
}

/** GET /payments/products/{user|team|custom}/{id}. */
export const customerProductsListResponse = paginatedList(customerProductWire);
export type CustomerProductsListWire = Infer<typeof customerProductsListResponse>;

/** One subscription invoice of a customer. */
export const customerInvoiceWire = s.object({
  created_at_millis: s.number(),
  status: s.literal(['draft', 'open', 'paid', 'uncollectible', 'void']).nullable(),
  amount_total: s.number({ integer: true }),
  hosted_invoice_url: s.string().nullable(),
});
export type CustomerInvoiceWire = Infer<typeof customerInvoiceWire>;

/** GET /payments/invoices/{user|team}/{id}. */
export const customerInvoicesListResponse = paginatedList(customerInvoiceWire);
export type CustomerInvoicesListWire = Infer<typeof customerInvoicesListResponse>;

/** GET /payments/items/{user|team|custom}/{id}/{item_id}: a configured item's balance for the customer. */
export const customerItemResponse = s.object({ id: s.string(), display_name: s.string(), quantity: s.number() });
export type CustomerItemWire = Infer<typeof customerItemResponse>;
