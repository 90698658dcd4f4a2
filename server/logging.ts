import type { FastifyRequest } from 'fastify';

/** Paths a log line must never carry: credentials, tokens and codes in bodies or headers. */
export const logRedaction = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    '*.password',
    '*.accessToken',
    '*.encryptedToken',
    '*.activationToken',
    '*.activationCode',
  ],
  censor: '[oculto]',
};

// Recovery links and activation tokens travel in SPA URLs; the request log keeps only their shape.
const SECRET_IN_URL = [
  /(\/account-recovery\/)[^/?#]+/i,
  /([?&](?:token|activationToken|accessToken|encryptedToken)=)[^&#]*/gi,
];

export function redactUrl(url: string): string {
  return SECRET_IN_URL.reduce((current, pattern) => current.replace(pattern, '$1[oculto]'), url);
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
    // A client's own correlation id, kept apart from ours and cut short (it is untrusted text).
    clientRequestId: String(request.headers['x-request-id'] ?? '').slice(0, 100) || undefined,
  };
}
