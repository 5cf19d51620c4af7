import { describe, expect, it } from 'vitest';
import { routes, type PageRef } from '../../generated/routes';

// A composed page's route names the screens it opens with, so their code loads beside the page's own
// (src/app/route-view.tsx): /user's member card came after the blocks under it had drawn.
const pageOf = (name: string) => routes.find((route) => route.name === name)!.render as PageRef;

describe('screens a page opens with', () => {
  it('names the main column’s screens and those of its records', () => {
    expect(pageOf('user').screens).toEqual(['user-home']);
    expect(pageOf('userysh').screens).toEqual(['daily-sign-in']);
  });

  it('leaves out the side column’s and a tab’s (drawn later, or only when chosen)', () => {
    // the home page's sign-in is in its side column; the notice centre's chat is a tab
    expect(pageOf('index').screens).toBeUndefined();
    expect(pageOf('noticeCenter').screens).toBeUndefined();
  });
});
