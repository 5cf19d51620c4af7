// Stands in for markdown-to-jsx (31 KB gzip of every form route) through vite.config.ts's alias. rjsf draws
// markdown only where a form opts in (ui:enableMarkdownInDescription / InHelp — the generator refuses
// both) and in its own developer-facing error texts, which this shows as they are.
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
