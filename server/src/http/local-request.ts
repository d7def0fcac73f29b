import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * A request made on this machine itself: from a loopback address and not relayed by a proxy (a proxy
 * on this machine would make every visitor look local, so any forwarding header disqualifies it).
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded ?? request.headers['x-real-ip'];
  return forwarded === undefined && LOOPBACK.test(request.socket.remoteAddress ?? '');
}
