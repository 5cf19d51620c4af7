// A build plugin: the shell's style sheet (app/styles.css, which index.html links) goes into index.html
// as a <style>. Linked, it was a request of its own before the first paint; while it loaded the scripts'
// downloads began, and Lighthouse's simulation then counted the 124 KB shell as needed for the first
// paint. The CSP allows inline style (MUI writes its own). The sheet is index.html's, not a script's:
// imported by main.tsx it was listed among the lazy chunks' dependencies, which would ask for the file.
import type { OutputAsset } from 'rolldown';
import type { Plugin } from 'vite';

export function inlineShellCss(): Plugin {
  return {
    name: 'inline-shell-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="[^"]*\/(assets\/[^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const sheet = bundle[fileName] as OutputAsset | undefined;
            if (!sheet || sheet.type !== 'asset') return link;
            // no file of its own: nothing else names it
            delete bundle[fileName];
            return `<style>${String(sheet.source)}</style>`;
          },
        );
      },
    },
  };
}
