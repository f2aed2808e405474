// The one "are you sure?" of the dashboard (decision 050): Cancel (focused first, the safe answer) and the confirm
// button, disabled while the action runs; an action that fails leaves its message inside the dialog. The owner
// closes the dialog when the action is done (or lets it close itself by unmounting it). Its own words (Cancel,
// Close, the generic failure) in the reader's language (decision 101); the dialog itself is ./confirm-dialog-frame.tsx.
import { apiErrorInfo } from '../api/errors.ts';
import { useArea } from '../i18n/area.ts';
import { COMMON } from '../i18n/areas/common/index.ts';
import { COMPONENTS } from '../i18n/areas/components/index.ts';
import { useServerWords } from '../i18n/server-words.ts';
import { ConfirmDialogFrame, type ConfirmDialogFrameProps } from './confirm-dialog-frame.tsx';

/** `errorText`: the message for a failed action; by default the server's (in English; another language says its generic one). */
export type ConfirmDialogProps = ConfirmDialogFrameProps;

export function ConfirmDialog({ cancelLabel, closeLabel, errorText, ...props }: ConfirmDialogProps) {
  const t = useArea(COMPONENTS);
  const common = useArea(COMMON);
  const server = useServerWords();
  return (
    <ConfirmDialogFrame
      {...props}
      cancelLabel={cancelLabel ?? common('common.cancel')}
      closeLabel={closeLabel ?? common('common.close')}
      errorText={errorText ?? ((error) => server(apiErrorInfo(error).message, t('components.somethingWrong')))}
    />
  );
}
