/**
 * Serialise an answer once per value object. Memoised reads (lib/memo.ts) hand every caller the very
 * same result object for seconds; when a popular page is asked for thousands of times a second, turning
 * that object into JSON again for each request is most of the cost. The route's own response schema
 * serialiser (reply.serialize) still shapes the body, so the bytes are what Fastify would have sent.
 * Keys are weak: a body lives exactly as long as the memo keeps its result.
 */
import type { FastifyReply } from 'fastify'

type Body = ReturnType<FastifyReply['serialize']>
const bodies = new WeakMap<object, Body>()

export function sendSerializedOnce(reply: FastifyReply, key: object, envelope: () => unknown): FastifyReply {
  let body = bodies.get(key)
  if (body === undefined) {
    body = reply.serialize(envelope())
    bodies.set(key, body)
  }
  return reply.type('application/json; charset=utf-8').send(body)
}
