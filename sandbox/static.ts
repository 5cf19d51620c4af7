// Serving the built portal. The CSP forbids inline and eval'd script: the build has neither (form
// validators are precompiled), and inline styles stay allowed for MUI/emotion.
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self' ws: wss:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers for every answer; the CSP only where the built portal is served (Vite's dev pages inject inline script). */
export function securityHeaders(withCsp: boolean): RequestHandler {
  return (_req, res, next) => {
    res.set('X-Content-Type-Options', 'nosniff');
    res.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (withCsp) res.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    next();
  };
}

export function serveDist(distDir: string): RequestHandler {
  // The build's .br / .gz copies (vite.config.ts) go to browsers that accept them, with
  // Content-Encoding and Vary: Accept-Encoding; brotli first, it is the smaller.
  const files = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: 'index.html',
    serveStatic: {
      // Hashed assets never change; index.html must be fetched fresh to pick up a new build.
      setHeaders(res, path) {
        res.setHeader(
          'Cache-Control',
          /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    },
  }) as RequestHandler;
  // Only GET and HEAD read a file: express-static-gzip picks the compressed copy (and its
  // Content-Encoding) before serve-static declines other methods, so a POST got that header on a 404.
  return (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? files(req, res, next) : next());
}
