import { lazy, type ComponentType } from 'react';
import { forms, type FormId } from '../../generated/forms';
import { FormView } from './form-view';

const cache = new Map<FormId, ComponentType>();

/** A form's schema and precompiled validator load with the route that shows it, not with the home page. */
export function lazyForm(id: FormId): ComponentType {
  let component = cache.get(id);
  if (!component) {
    component = lazy(() => forms[id]().then((module) => ({ default: () => <FormView module={module} /> })));
    cache.set(id, component);
  }
  return component;
}
