// The end of a form: the failed request's message (or what the last one did), then the submit button with its
// busy label, shown only to those who may save.
import { useArea } from '../i18n/area.ts';
import { COMMON } from '../i18n/areas/common/index.ts';
import { Alert } from './alert.tsx';

export interface SubmitRowProps {
  failure: string | null;
  /** What the last request did, shown while there is no failure. */
  done?: string | null;
  busy: boolean;
  label: string;
  busyLabel?: string;
  show?: boolean;
  /** The row around the button; `ws-row` for the settings forms. */
  rowClassName?: string;
  large?: boolean;
}

export function SubmitRow({ failure, done = null, busy, label, busyLabel, show = true, rowClassName = 'ws-row', large = false }: SubmitRowProps) {
  const common = useArea(COMMON);
  return (
    <>
      {failure ? <Alert tone="error">{failure}</Alert> : done ? <Alert tone="success">{done}</Alert> : null}
      {show ? (
        <div className={rowClassName || undefined}>
          <button type="submit" className={large ? 'ws-btn ws-btn--primary ws-btn--lg' : 'ws-btn ws-btn--primary'} disabled={busy}>
            {busy ? (busyLabel ?? common('common.saving')) : label}
          </button>
        </div>
      ) : null}
    </>
  );
}
