import { lazy, type ComponentType } from 'react';
import { forms, type FormId } from '../../generated/forms';
import { FormView, type FormViewProps } from './form-view';
import { withWidgets } from './widgets';

type LazyFormProps = Omit<FormViewProps, 'module'>;
const cache = new Map<FormId, ComponentType<LazyFormProps>>();

/**
 * A form's schema and precompiled validator load with the route that shows it, not with the home page.
 * A hosting screen may pass `host` values (submit.from host.<name>) and `initial` data (editing).
 */
export function lazyForm(id: FormId): ComponentType<LazyFormProps> {
  let component = cache.get(id);
  if (!component) {
    component = lazy(() =>
      forms[id]()
        .then(withWidgets)
        .then((module) => ({ default: (props: LazyFormProps) => <FormView module={module} {...props} /> })),
    );
    cache.set(id, component);
  }
  return component;
}
