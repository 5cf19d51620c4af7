import Rating from '@mui/material/Rating';
import type { WidgetProps } from '@rjsf/utils';
import { WidgetLabel } from './widget-label';
import * as ratingTexts from '../../../generated/texts/rating';
import { fillText } from '../../lib/messages';

/**
 * `ui:widget: rating` on a whole number 1–5 (seed 3 §2.5: an expert's review takes 1 to 5 stars). The
 * stars are radio buttons named by their count, so a keyboard and a screen reader choose them too.
 */
export function RatingWidget({
  id,
  value,
  onChange,
  label,
  required,
  hideLabel,
  disabled,
  readonly,
  schema,
}: WidgetProps) {
  return (
    <WidgetLabel label={label} required={required} hideLabel={hideLabel}>
      <Rating
        name={id}
        value={typeof value === 'number' ? value : null}
        max={typeof schema.maximum === 'number' ? schema.maximum : 5}
        disabled={disabled}
        readOnly={readonly}
        getLabelText={(n) => fillText(ratingTexts.stars, { n })}
        // a second click on the chosen star would clear it; a review always has a rating
        onChange={(_e, next) => next !== null && onChange(next)}
      />
    </WidgetLabel>
  );
}
