import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Every piece of server HTML goes through here: DOMPurify keeps text, images and links and drops
// scripts, event handlers and javascript: URLs, so the CSP is a second line, not the only one.
export function Html({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className ?? 'server-html'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
