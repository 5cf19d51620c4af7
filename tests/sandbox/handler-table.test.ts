// The generator's reading of the sandbox's handler tables (generator/checks/handlers.ts, which imports
// nothing of the sandbox) names exactly the handlers the sandbox serves: a table it could not see would
// silently leave that table's forms unchecked.
import { expect, it } from 'vitest';
import { readHandlers } from '../../generator/checks/handlers';
import { HANDLERS } from '../../sandbox/handlers/index';
import { PROJECT_ROOT } from '../generator/helpers';

it('the generator reads every handler of the sandbox, and only those', async () => {
  const read = await readHandlers(PROJECT_ROOT);
  expect([...read.keys()].sort()).toEqual(Object.keys(HANDLERS).sort());
});
