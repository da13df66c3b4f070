// Users (PROTOCOL.md §5.9): /users/me for every access type; create, list, read, update and delete any user with server access.
import { ALL_CALLERS, endpoint, perCaller, SERVER_CALLERS } from '../endpoint';
import { noQuery, successResponse } from '../wire/common';
import {
  clientUser,
  clientUserUpdateBody,
  serverUser,
  serverUserCreateBody,
  serverUserList,
  serverUserUpdateBody,
  userListQuery,
} from '../wire/users';

const userView = perCaller(clientUser, serverUser);

export const userEndpoints = {
  /** The signed-in user (CANNOT_GET_OWN_USER_WITHOUT_USER without one). */
  me: endpoint({ method: 'GET', path: '/users/me', access: ALL_CALLERS, query: noQuery, answer: userView }),
  /** Changes the signed-in user (a client may change fewer fields). */
  updateMe: endpoint({ method: 'PATCH', path: '/users/me', access: ALL_CALLERS, query: noQuery, body: perCaller(clientUserUpdateBody, serverUserUpdateBody), answer: userView }),
  /** Deletes the signed-in user (a client only when the project allows it). */
  deleteMe: endpoint({ method: 'DELETE', path: '/users/me', access: ALL_CALLERS, query: noQuery, answer: successResponse }),
  /** Creates a user (201). */
  create: endpoint({ method: 'POST', path: '/users', access: SERVER_CALLERS, query: noQuery, body: serverUserCreateBody, answer: serverUser }),
  /** One page of users in sign-up order, with `pagination.next_cursor`. */
  list: endpoint({ method: 'GET', path: '/users', access: SERVER_CALLERS, query: userListQuery, answer: serverUserList }),
  /** Any user by id (or `me`), anonymous ones too; the list's query parameters are checked but change nothing (as Stack Auth's users CRUD). */
  get: endpoint({ method: 'GET', path: '/users/:user_id', access: SERVER_CALLERS, query: userListQuery, answer: serverUser }),
  /** Changes only the given fields. */
  update: endpoint({ method: 'PATCH', path: '/users/:user_id', access: SERVER_CALLERS, query: userListQuery, body: serverUserUpdateBody, answer: serverUser }),
  /** Deletes the user with its sessions, memberships and channels. */
  delete: endpoint({ method: 'DELETE', path: '/users/:user_id', access: SERVER_CALLERS, query: userListQuery, answer: successResponse }),
};
