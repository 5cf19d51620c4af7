import { describe, expect, it } from 'vitest';
import { routes, type PageRef } from '../../generated/routes';

// A composed page's route names the screens it opens with, so their code loads beside the page's own
// (src/app/route-view.tsx): /user's member card came after the blocks under it had drawn.
const pageOf = (name: string) => routes.find((route) => route.name === name)!.render as PageRef;

describe('screens a page opens with', () => {
  it('names the main column’s screens', () => {
    expect(pageOf('user').screens).toEqual(['user-home']);
  });

  it('leaves out a record’s, the side column’s and a tab’s (drawn later, or only when chosen)', () => {
    // the expert's consult (with the form runtime) is in a record; the home page's sign-in in its side
    // column; the notice centre's chat is a tab
    expect(pageOf('chajiDetail').screens).toBeUndefined();
    expect(pageOf('index').screens).toBeUndefined();
    expect(pageOf('noticeCenter').screens).toBeUndefined();
  });
});
