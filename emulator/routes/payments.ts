// Payments, read side, answered as the real service answers a project without payments set up (no Stripe
// account, no products or items configured): no billing customer, no owned products, no invoices, no items.
// The official client calls these from account settings (useBilling, listProducts), so they must not 404.
import { KnownErrors } from '../../src/protocol/errors';
import { formatSchemaErrors } from '../../src/protocol/schema';
import { paymentEndpoints as e } from '../../src/protocol/endpoints/payments';
import {
  BILLING_CUSTOMER_TYPES,
  CUSTOMER_TYPES,
  type CustomerBillingWire,
  type CustomerInvoicesListWire,
  type CustomerProductsListWire,
  type CustomerType,
} from '../../src/protocol/wire/payments';
import type { AppContext, AuthInfo } from '../context';
import { json, StatusError } from '../http';
import { route, type RouteDef } from '../routing';
import { requireClientUser, requireTeamPermission } from '../teams/access';

interface Customer {
  type: CustomerType;
  id: string;
}

function schemaError(c: AppContext, problems: string[]): never {
  const message = formatSchemaErrors(c.req.method, new URL(c.req.url).pathname, problems);
  throw new KnownErrors.SchemaError({ message }, message);
}

/** The path's customer; an unknown customer type is a SCHEMA_ERROR on `params.customer_type`. */
function customerParam(c: AppContext, allowed: readonly CustomerType[]): Customer {
  const type = c.req.param('customer_type') ?? '';
  if (!(allowed as readonly string[]).includes(type)) {
    schemaError(c, [`params.customer_type must be one of the following values: ${allowed.join(', ')}`]);
  }
  return { type: type as CustomerType, id: c.req.param('customer_id') ?? '' };
}

/**
 * A client may read only its own user, or a team in which it holds `team_admin`; a custom customer never.
 * Server and admin callers may read any customer.
 */
async function checkClientAccess(c: AppContext, auth: AuthInfo, customer: Customer, forbidden: string): Promise<void> {
  if (auth.type !== 'client') return;
  const user = requireClientUser(auth);
  if (customer.type === 'custom') throw new StatusError(403, forbidden);
  if (customer.type === 'user') {
    if (customer.id !== user.id) throw new StatusError(403, forbidden);
    return;
  }
  await requireTeamPermission(c.var.ctx.db, auth.project.id, customer.id, user.id, 'team_admin');
}

/** `limit` is checked like the server does (1 to 100); a cursor can name nothing, since no entry exists. */
function checkPage(c: AppContext, query: { cursor?: string; limit?: string }): void {
  if (query.limit !== undefined) {
    const limit = Number(query.limit);
    const problems: string[] = [];
    if (query.limit.trim() === '' || Number.isNaN(limit)) problems.push('query.limit must be a number');
    else if (!Number.isInteger(limit)) problems.push('query.limit must be an integer');
    else if (limit < 1) problems.push('query.limit must be greater than or equal to 1');
    else if (limit > 100) problems.push('query.limit must be less than or equal to 100');
    if (problems.length > 0) schemaError(c, problems);
  }
  if (query.cursor !== undefined && query.cursor !== '') throw new StatusError(400, 'Invalid cursor');
}

const BILLING_FORBIDDEN = 'Clients can only manage their own billing.';
const emptyPage = { items: [], is_paginated: true, pagination: { next_cursor: null } } as const;

export const paymentRoutes: RouteDef[] = [
  route(
    e.billing,
    async (c, { auth }) => {
      const customer = customerParam(c, BILLING_CUSTOMER_TYPES);
      await checkClientAccess(c, auth, customer, BILLING_FORBIDDEN);
      const body: CustomerBillingWire = { has_customer: false, default_payment_method: null };
      return json(c, body);
    },
  ),

  route(
    e.products,
    async (c, { auth, query }) => {
      const customer = customerParam(c, CUSTOMER_TYPES);
      await checkClientAccess(c, auth, customer, 'Clients can only access their own user or team products.');
      checkPage(c, query);
      const body: CustomerProductsListWire = { ...emptyPage, items: [] };
      return json(c, body);
    },
  ),

  route(
    e.invoices,
    async (c, { auth, query }) => {
      const customer = customerParam(c, BILLING_CUSTOMER_TYPES);
      await checkClientAccess(c, auth, customer, BILLING_FORBIDDEN);
      checkPage(c, query);
      const body: CustomerInvoicesListWire = { ...emptyPage, items: [] };
      return json(c, body);
    },
  ),

  route(
    e.item,
    async (c, { auth }) => {
      const customer = customerParam(c, CUSTOMER_TYPES);
      await checkClientAccess(c, auth, customer, 'Clients can only access their own user or team items.');
      // No item is configured in a project without payments.
      throw new KnownErrors.ItemNotFound({ item_id: c.req.param('item_id') ?? '' });
    },
  ),
];
