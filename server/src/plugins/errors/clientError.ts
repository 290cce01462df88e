import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/**
 * Requests Node's HTTP parser refuses before fastify sees them (a raw byte outside ASCII in the
 * request line, a request line and headers over `http.maxHeaderSize`, a bad Content-Length, an
 * unknown method, a timeout) and CONNECT: the answer is written on the socket by hand, as the
 * same envelope every other refusal carries, then the connection is closed politely.
 */

/** How long a refused connection may keep sending before it is cut. */
const LINGER_MS = 5_000;

const parserRefusal = (code: string | undefined): [status: number, code: string, message: string] => {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return [
        431,
        'HEADERS_TOO_LARGE',
        `请求地址或请求头过长：合计不能超过 ${Math.round(http.maxHeaderSize / 1024)} KB`,
      ];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'REQUEST_TIMEOUT', '请求超时'];
    case 'HPE_INVALID_METHOD':
      return [405, 'METHOD_NOT_ALLOWED', '不支持的请求方法'];
    case 'HPE_INVALID_URL':
      return [400, 'BAD_URL', '请求地址不正确：只能包含 ASCII 字符，其他字符须经百分号编码'];
    case 'HPE_INVALID_HEADER_TOKEN':
      return [400, 'BAD_REQUEST', '请求头格式不正确'];
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
      return [400, 'BAD_REQUEST', '请求长度（Content-Length）不正确'];
    case 'HPE_INVALID_TRANSFER_ENCODING':
    case 'HPE_INVALID_CHUNK_SIZE':
      return [400, 'BAD_REQUEST', '分块传输（Transfer-Encoding）格式不正确'];
    default:
      return [400, 'BAD_REQUEST', '请求格式不正确'];
  }
};

/** The envelope as a whole HTTP/1.1 response that closes the connection. */
export function rawRefusal(status: number, code: string, message: string): string {
  const body = JSON.stringify({ status: 0, code, message });
  return (
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? 'Error'}\r\n` +
    'content-type: application/json; charset=utf-8\r\n' +
    `content-length: ${Buffer.byteLength(body)}\r\n` +
    'cache-control: no-store\r\n' +
    'connection: close\r\n\r\n' +
    body
  );
}

const answered = new WeakSet<Duplex>();

/**
 * Writes `response` and half-closes: the client reads the whole answer, whatever it is still
 * sending is read and dropped (closing with unread bytes would reset the connection and could
 * destroy the answer in flight), and the socket goes once the client closes its side or after
 * LINGER_MS. Later calls for the same socket (the parser reports every further chunk) do nothing.
 */
export function refuseOnSocket(socket: Duplex, response: string): void {
  if (answered.has(socket)) return;
  answered.add(socket);
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  socket.once('end', () => {
    if (socket.writableFinished) socket.destroy();
    else socket.once('finish', () => socket.destroy());
  });
  socket.on('error', () => socket.destroy());
  socket.end(response);
  socket.resume();
}

/** fastify `clientErrorHandler` (bound to the app). */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (answered.has(socket)) return;
  // A response already under way on this connection cannot be followed by another (Node's rule too).
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  const [status, code, message] = parserRefusal(err.code);
  this.log.debug({ code: err.code, status }, 'client error');
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  refuseOnSocket(socket, rawRefusal(status, code, message));
}

/** CONNECT (Node hands the socket over instead of a request): this server is no proxy. */
export function refuseConnect(_req: http.IncomingMessage, socket: Duplex): void {
  refuseOnSocket(socket, rawRefusal(405, 'METHOD_NOT_ALLOWED', '不支持的请求方法'));
}
