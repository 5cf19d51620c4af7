import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { recognizeIdCardFront } from '../../lib/card-recognition';
import { config } from '../../lib/config';
import { api } from '../../lib/http';
import { toast } from '../../lib/toast';
import type { FormContext } from './form-context';
import { ImageUploadWidget } from './image-upload-widget';
import * as realNameTexts from '../../../generated/texts/real-name';
import * as idCardTexts from '../../../generated/texts/id-card';

interface IdCardOptions {
  /** the fields of the two sides' images, and the fields recognition fills */
  front: string;
  back: string;
  name: string;
  number: string;
}

/** Per form: the front image last sent for recognition (a stored one is not sent again) and the latest run. */
const state = new WeakMap<FormContext, { sent: unknown; run: number }>();

/**
 * `ui:widget: id-card` on both sides of an ID card (seed 1 §2.8, §7.3): an image upload; once both sides
 * are there, the card-recognition service reads name and number from the front and fills them, or says
 * 识别失败，请手动输入身份信息 after a second. A newer front image outdates an older answer; a changed back
 * alone is not read again. The form's submit waits while the service reads.
 */
export function IdCardWidget(props: WidgetProps) {
  const { value, readonly, registry } = props;
  const options = props.options as unknown as IdCardOptions;
  const context = registry.formContext as FormContext;
  const [reading, setReading] = useState(false);

  useEffect(() => {
    const data = context.getFormData();
    const front = data[options.front];
    let form = state.get(context);
    if (!form) state.set(context, (form = { sent: front, run: 0 })); // what the form started with is not read
    if (readonly || !front || !data[options.back] || form.sent === front) return;
    form.sent = front;
    const mine = ++form.run;
    setReading(true);
    const reading = recognizeIdCardFront(String(front), {
      ocrUrl: config.ocrUrl,
      imageBase: config.apiBase,
      getSign: () => api.getOcrSign(),
    }).then((identity) => {
      setReading(false);
      if (mine !== form.run) return; // a newer front image has been sent since
      if (identity) context.patch({ [options.name]: identity.name, [options.number]: identity.idNumber });
      else toast(realNameTexts.recognitionFailed);
    });
    context.hold(reading);
  }, [value, readonly, context, options.front, options.back, options.name, options.number]);

  return (
    <Stack spacing={1}>
      <ImageUploadWidget {...props} />
      {reading && (
        <Stack direction="row" spacing={1} alignItems="center" role="status">
          <CircularProgress size={16} />
          <Typography variant="body2" color="text.secondary">
            {idCardTexts.recognizing}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
