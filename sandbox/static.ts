// Serving the built portal. The CSP forbids inline and eval'd script: the build has neither (form
// validators are precompiled), and inline styles stay allowed for MUI/emotion.
import express, { type RequestHandler } from 'express';

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
  // Hashed assets never change; index.html must be fetched fresh to pick up a new build.
  return express.static(distDir, {
    index: 'index.html',
    setHeaders(res, path) {
      res.set('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
