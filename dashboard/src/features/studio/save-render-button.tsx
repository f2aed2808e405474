// Save beside Download under the Studio's picture: keeps the render in My Wraps → Saved without leaving the Studio.
import { useState } from 'react';
import { useApi } from '../../api/context.tsx';
import { apiErrorText } from '../../api/errors.ts';
import { notify } from '../../components/toasts.tsx';
import { useT } from '../../i18n/locale.ts';
import { STUDIO_EN } from '../../i18n/en/studio.ts';

/** The English words (tests read them); the button shows the active language's (i18n `studio.*`). */
export const SAVE_RENDER_COPY = {
  save: 'Save to My Wraps',
  saving: 'Saving…',
  saved: 'Saved',
  done: 'Saved to My Wraps.',
  failed: 'Failed to save the wrap.',
  offline: 'No internet connection. The wrap was not saved.',
} as const;

export function SaveRenderButton({ renderId }: { renderId: string }) {
  const api = useApi();
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const t = useT(STUDIO_EN);

  async function save() {
    setState('saving');
    try {
      await api.studio.saveRender(renderId);
      setState('saved');
      notify('success', t('studio.savedDone'));
    } catch (error) {
      setState('idle');
      notify('error', apiErrorText(error, t('studio.saveOffline'), t('studio.saveFailed')));
    }
  }

  return (
    <button type="button" className="ws-btn ws-btn--sm" disabled={state !== 'idle'} onClick={() => void save()}>
      {t(state === 'saving' ? 'studio.saving' : state === 'saved' ? 'studio.saved' : 'studio.save')}
    </button>
  );
}
