import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ErrorTransformer, RJSFValidationError, WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import type { ApiInput } from '../../generated/api/client';
import type { FormModule } from '../../generated/forms/types';
import { recognizeIdCardFront } from '../lib/card-recognition';
import { config } from '../lib/config';
import { api } from '../lib/http';
import { messages } from '../lib/messages';
import { IdcardStatus } from '../lib/real-name-gate';
import { readSession, saveIdcardStatus } from '../lib/session';
import { toast } from '../lib/toast';
import { firstFailing, payloadOf, relocateRequired } from '../pages/form-logic';
import { ImageUploadWidget } from '../pages/widgets/image-upload-widget';

export interface IdentityData {
  idcardPositivePic?: string;
  idcardBackPic?: string;
  idcardRealName?: string;
  idcardNo?: string;
}

type Field = keyof IdentityData;
const pictures = [
  { field: 'idcardPositivePic', hint: '请上传身份证人像面（有照片的一面）' },
  { field: 'idcardBackPic', hint: '请上传身份证国徽面（有国徽的一面）' },
] as const;
const texts = ['idcardRealName', 'idcardNo'] as const;

const fieldOf = (e: Pick<RJSFValidationError, 'property'>) => (e.property ?? '').replace(/^\./, '').split('.')[0];

/** Each field's own message (documented order within the field) and the first for the whole form. */
function check(module: FormModule, data: IdentityData) {
  const { errors } = module.validator.validateFormData(data, module.form.schema, undefined, relocateRequired as ErrorTransformer);
  const byField = (field: Field) => {
    const own = errors.filter((e) => fieldOf(e) === field);
    return own.length ? firstFailing(module.form, own) : undefined;
  };
  return { first: errors.length ? firstFailing(module.form, errors) : undefined, byField };
}

/**
 * The image-upload widget of the generic forms (extension check with 请上传图片正确格式, upload, removal
 * after a confirm), hosted outside rjsf: it reads only these props.
 */
function CardPicture(props: { id: string; label: string; value?: string; onChange(value?: string): void; disabled: boolean; readonly: boolean }) {
  const widget = { ...props, hideLabel: true, options: { max: 1 }, schema: { type: 'string' } } as unknown as WidgetProps;
  return <ImageUploadWidget {...widget} />;
}

interface IdentityFieldsProps {
  module: FormModule;
  initial: IdentityData;
  /** verified: the stored submission, every field and upload disabled, no submit */
  readOnly?: boolean;
  /** after the success dialog's 确定 */
  onSubmitted?(): void;
}

/**
 * The form real-name-verification (spec/forms) hosted by hand: its messages in documented order come
 * from the generated validator, and the submit goes through a confirm dialog, which FormView lacks.
 */
export function IdentityFields({ module, initial, readOnly = false, onSubmitted }: IdentityFieldsProps) {
  const { form } = module;
  const [data, setData] = useState<IdentityData>(initial);
  const [tried, setTried] = useState(false);
  const [recognising, setRecognising] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // the front image last sent for recognition (a stored one is not sent again) and the latest run
  const recognisedFront = useRef(initial.idcardPositivePic);
  const run = useRef(0);
  const { idcardPositivePic: front, idcardBackPic: back } = data;
  const verdict = tried ? check(module, data) : undefined;
  const title = (field: Field) => (form.schema.properties?.[field] as { title?: string } | undefined)?.title ?? field;
  const placeholder = (field: Field) => (form.uiSchema[field] as Record<string, string> | undefined)?.['ui:placeholder'];
  const set = (field: Field, value: string | undefined) => setData((d) => ({ ...d, [field]: value || undefined }));

  // Seed 1 §2.8: once both sides are uploaded, the service reads name and number from the front.
  useEffect(() => {
    if (readOnly || !front || !back || recognisedFront.current === front) return;
    recognisedFront.current = front;
    const mine = ++run.current;
    setRecognising(true);
    recognizeIdCardFront(front, { ocrUrl: config.ocrUrl, imageBase: config.apiBase, getSign: () => api.getOcrSign() }).then((identity) => {
      if (mine !== run.current) return; // a newer front image or the page has gone
      setRecognising(false);
      if (identity) setData((d) => ({ ...d, idcardRealName: identity.name, idcardNo: identity.idNumber }));
      else toast(messages.recognitionFailed);
    });
  }, [front, back, readOnly]);
  useEffect(() => () => void run.current++, []);

  function trySubmit() {
    setTried(true);
    const { first } = check(module, data);
    if (first) toast(first);
    else setConfirming(true);
  }

  async function submit() {
    setConfirming(false);
    setSubmitting(true);
    const payload = payloadOf(form, data as Record<string, unknown>, form.buttons[0], { query: new URLSearchParams(), session: readSession() });
    try {
      await api.submitRealName(payload as ApiInput<'submitRealName'>);
      saveIdcardStatus(IdcardStatus.underReview);
      setSubmitted(true);
    } catch {
      // the HTTP layer has shown the server's msg; the user may correct and retry
      setSubmitting(false);
    }
  }

  const locked = readOnly || submitting;
  return (
    <Stack spacing={3} component="form" noValidate onSubmit={(e) => (e.preventDefault(), trySubmit())} aria-label={form.title}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        {pictures.map(({ field, hint }) => (
          <Box
            key={field}
            sx={{
              flex: 1,
              p: 2,
              border: 1,
              borderStyle: data[field] ? 'solid' : 'dashed',
              borderColor: verdict?.byField(field) ? 'error.main' : 'divider',
              borderRadius: 2,
              bgcolor: 'grey.50',
              // the widget's thumbnails are 80 px squares; an ID card reads better at card proportions
              '& .thumb img': { width: 320, maxWidth: '100%', height: 202, objectFit: 'cover', borderRadius: 1, display: 'block' },
              '& .thumb': { position: 'relative', display: 'inline-block' },
              '& .thumb button': { position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper' },
            }}
          >
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {title(field)}
              {!readOnly && <span aria-hidden> *</span>}
            </Typography>
            {!readOnly && (
              <Typography variant="body2" color="text.secondary">
                {hint}
              </Typography>
            )}
            <Box sx={{ mt: 1.5 }}>
              <CardPicture id={`verified-${field}`} label={title(field)} value={data[field]} onChange={(v) => set(field, v)} disabled={locked} readonly={readOnly} />
            </Box>
            {verdict?.byField(field) && <FormHelperText error>{verdict.byField(field)}</FormHelperText>}
          </Box>
        ))}
      </Stack>
      <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
        {recognising && (
          <Stack direction="row" spacing={1} alignItems="center" role="status">
            <CircularProgress size={16} />
            <Typography variant="body2" color="text.secondary">
              正在识别身份证信息…
            </Typography>
          </Stack>
        )}
        {texts.map((field) => (
          <TextField
            key={field}
            label={title(field)}
            placeholder={placeholder(field)}
            required={!readOnly}
            value={data[field] ?? ''}
            onChange={(e) => set(field, e.target.value)}
            disabled={locked}
            error={Boolean(verdict?.byField(field))}
            helperText={verdict?.byField(field)}
            fullWidth
          />
        ))}
        {!readOnly && (
          <Button type="submit" variant="contained" size="large" disabled={submitting || recognising}>
            {form.buttons[0].label}
          </Button>
        )}
      </Stack>

      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="verified-confirm-title">
        <DialogTitle id="verified-confirm-title">确认身份信息</DialogTitle>
        <DialogContent>
          <DialogContentText>{messages.confirmIdentity}</DialogContentText>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, mt: 2, mb: 0, '& dd': { m: 0, fontWeight: 600 } }}>
            <dt>{title('idcardRealName')}</dt>
            <dd>{data.idcardRealName}</dd>
            <dt>{title('idcardNo')}</dt>
            <dd>{data.idcardNo}</dd>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>取消</Button>
          <Button variant="contained" onClick={submit}>
            确定
          </Button>
        </DialogActions>
      </Dialog>

      {/* no onClose: the only way on is 确定, back to the user home (seed 1 §8) */}
      <Dialog open={submitted} aria-describedby="verified-submitted-text">
        <DialogContent>
          <DialogContentText id="verified-submitted-text">{messages.realNameSubmitted}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onSubmitted}>
            确定
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
