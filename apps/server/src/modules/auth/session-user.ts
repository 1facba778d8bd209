import type { SessionUser } from '@shop/contract';
import type { FastifyRequest } from 'fastify';
import type { Shop } from '../../shop.ts';
import type { SessionCustomer } from './session.repository.ts';

/** The `user` of /sign/user and /sign/in; `auth_check` changes with every login (new session id). */
export function toSessionUser(shop: Shop, request: FastifyRequest, customer: SessionCustomer): SessionUser {
  return {
    username: customer.email,
    auth_check: shop.sessions.idHash(request).slice(0, 16),
    last_auth_check: customer.sessionCreatedAt.toISOString(),
    first_name: customer.firstName,
    last_name: customer.lastName,
    company_name: customer.companyName,
  };
}
