// Contact channels (PROTOCOL.md §5.10): create, list, read, update and delete a user's channels (a client: its own).
import { ALL_CALLERS, endpoint, perCaller } from '../endpoint';
import { listEnvelope, noQuery, successResponse } from '../wire/common';
import {
  clientContactChannelCreateBody,
  clientContactChannelUpdateBody,
  contactChannel,
  contactChannelListQuery,
  serverContactChannelCreateBody,
  serverContactChannelUpdateBody,
} from '../wire/contact-channels';

export const contactChannelEndpoints = {
  /** A new channel (201); servers may also set `is_verified`. */
  create: endpoint({ method: 'POST', path: '/contact-channels', access: ALL_CALLERS, query: noQuery, body: perCaller(clientContactChannelCreateBody, serverContactChannelCreateBody), answer: contactChannel }),
  /** A user's channels, oldest first (a server may leave out `user_id`: the project's). */
  list: endpoint({ method: 'GET', path: '/contact-channels', access: ALL_CALLERS, query: contactChannelListQuery, answer: listEnvelope(contactChannel) }),
  /** One channel. */
  get: endpoint({ method: 'GET', path: '/contact-channels/:user_id/:contact_channel_id', access: ALL_CALLERS, query: noQuery, answer: contactChannel }),
  /** Changes a channel (partial). */
  update: endpoint({
    method: 'PATCH',
    path: '/contact-channels/:user_id/:contact_channel_id',
    access: ALL_CALLERS,
    query: noQuery,
    body: perCaller(clientContactChannelUpdateBody, serverContactChannelUpdateBody),
    answer: contactChannel,
  }),
  /** Deletes a channel. */
  delete: endpoint({ method: 'DELETE', path: '/contact-channels/:user_id/:contact_channel_id', access: ALL_CALLERS, query: noQuery, answer: successResponse }),
};
