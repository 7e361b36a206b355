// The 'Login background' form's state: the two images, the button colour (the saved one until changed) and
// the upload. Checked before anything is sent: a colour must be a hex code, an image at most 5 MB, and
// something must have been chosen ('Warning!' / 'Cannot upload empty file!'). The server's 422 goes under the
// fields; 413 and 415 are said aloud.
import { useEffect, useState } from 'react';
import { isApiError } from '../../lib/api-errors';
import { notifyError, notifyWarning } from '../../lib/notify';
import { reloadWithNotice } from '../../lib/reload-notice';
import { DEFAULT_BUTTON_COLOR, useUploadBackground } from './api/login-appearance';

export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const MAX_BYTES = 5 * 1024 * 1024;

const tooBig = (chosen: File | null) =>
  chosen && chosen.size > MAX_BYTES ? 'Ukuran file maksimal 5 MB.' : undefined;

export function useBackgroundUpload(savedColor: string) {
  const upload = useUploadBackground();
  const [file, setFile] = useState<File | null>(null);
  const [backgroundForm, setBackgroundForm] = useState<File | null>(null);
  const [color, setColor] = useState(DEFAULT_BUTTON_COLOR);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setColor(savedColor), [savedColor]);

  const submit = async () => {
    const colorChanged = color.trim().toLowerCase() !== savedColor.toLowerCase();
    const found: Record<string, string> = {};
    if (colorChanged && !HEX_COLOUR.test(color.trim()))
      found.buttonColor = 'Warna harus kode hex (#rgb atau #rrggbb).';
    const fileProblem = tooBig(file);
    const formProblem = tooBig(backgroundForm);
    if (fileProblem) found.file = fileProblem;
    if (formProblem) found.backgroundForm = formProblem;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!file && !backgroundForm && !colorChanged) {
      notifyWarning('Warning!', 'Cannot upload empty file!');
      return;
    }
    try {
      await upload.mutateAsync({ file, backgroundForm, buttonColor: colorChanged ? color.trim() : null });
      reloadWithNotice('Uploaded!', 'Background Uploaded');
    } catch (error) {
      if (isApiError(error, 422))
        setErrors(
          Object.fromEntries(
            Object.entries(error.errors).map(([field, messages]) => [field, messages.join(' ')]),
          ),
        );
      // 413 and 415 are only logged by the API client (spec section 8); here they are the answer the user needs.
      else if (isApiError(error, 413) || isApiError(error, 415))
        notifyError(String(error.status), error.message);
    }
  };

  return {
    file,
    setFile,
    backgroundForm,
    setBackgroundForm,
    color,
    setColor,
    errors,
    submit,
    uploading: upload.isPending,
  };
}
