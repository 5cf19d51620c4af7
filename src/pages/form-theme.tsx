// rjsf with the MUI look, holding only what the portal's forms draw. '@rjsf/mui' itself registers every
// template and widget (the slider, check-box groups, grid layouts, error summary…), all of which would
// ride along on each form route; here each piece is named, so the rest is never bundled. A template left
// out falls back to @rjsf/core's own; the generator keeps forms to what is here (form-schema.ts).
import FormHelperText from '@mui/material/FormHelperText';
import { withTheme } from '@rjsf/core';
import {
  errorId,
  type FieldErrorProps,
  type RegistryWidgetsType,
  type TemplatesType,
  type TitleFieldProps,
} from '@rjsf/utils';
import AddButton from '@rjsf/mui/lib/AddButton/index.js';
import ArrayFieldItemTemplate from '@rjsf/mui/lib/ArrayFieldItemTemplate/index.js';
import ArrayFieldTemplate from '@rjsf/mui/lib/ArrayFieldTemplate/index.js';
import CheckboxWidget from '@rjsf/mui/lib/CheckboxWidget/index.js';
import DescriptionFieldTemplate from '@rjsf/mui/lib/DescriptionField/index.js';
import FieldHelpTemplate from '@rjsf/mui/lib/FieldHelpTemplate/index.js';
import FieldTemplate from '@rjsf/mui/lib/FieldTemplate/index.js';
import { RemoveButton, MoveUpButton, MoveDownButton, CopyButton, ClearButton } from '@rjsf/mui/lib/IconButton/index.js';
import ObjectFieldTemplate from '@rjsf/mui/lib/ObjectFieldTemplate/index.js';
import SubmitButton from '@rjsf/mui/lib/SubmitButton/index.js';
import TextareaWidget from '@rjsf/mui/lib/TextareaWidget/index.js';
import MuiTitleField from '@rjsf/mui/lib/TitleField/index.js';
import { BaseInputTemplate } from './widgets/base-input-template';

/** A field's messages under it, as @rjsf/mui draws them but in a plain list (MUI's List is not needed). */
function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  if (errors.length === 0) return null;
  const id = errorId(fieldPathId);
  return (
    <ul id={id} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {errors.map((error, i) => (
        <li key={i} style={{ padding: '4px 0' }}>
          <FormHelperText component="div" id={`${id}-${i}`} error>
            {error}
          </FormHelperText>
        </li>
      ))}
    </ul>
  );
}

/**
 * A group's title (an array's, an object's) as @rjsf/mui draws it, but an h2 in the look of its h5: a
 * form stands under a page's h1 or a dialog's h2, and the h5 skipped levels (axe heading-order).
 */
function TitleFieldTemplate(props: TitleFieldProps) {
  const options = (props.uiSchema?.['ui:options'] ?? {}) as { mui?: { rjsfSlotProps?: Record<string, object> } };
  const slots = options.mui?.rjsfSlotProps ?? {};
  const rjsfSlotProps = { ...slots, titleTypography: { component: 'h2', ...slots.titleTypography } };
  return (
    <MuiTitleField
      {...props}
      uiSchema={{ ...props.uiSchema, 'ui:options': { ...options, mui: { ...options.mui, rjsfSlotProps } } }}
    />
  );
}

const templates: Partial<TemplatesType> = {
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  BaseInputTemplate,
  ButtonTemplates: { AddButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton, SubmitButton, ClearButton },
  DescriptionFieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate,
};

const widgets: RegistryWidgetsType = { CheckboxWidget, TextareaWidget };

export const ThemedForm = withTheme({ templates, widgets });
