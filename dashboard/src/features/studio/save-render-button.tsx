// Save beside Download under the Studio's picture: keeps the render in My Wraps → Saved without leaving the Studio.
import { useState } from 'react';
import { useApi } from '../../api/context.tsx';
import { apiErrorText } from '../../api/errors.ts';
import { notify } from '../../components/toasts.tsx';

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

  async function save() {
    setState('saving');
    try {
      await api.studio.saveRender(renderId);
      setState('saved');
      notify('success', SAVE_RENDER_COPY.done);
    } catch (error) {
      setState('idle');
      notify('error', apiErrorText(error, SAVE_RENDER_COPY.offline, SAVE_RENDER_COPY.failed));
    }
  }

  return (
    <button type="button" className="ws-btn ws-btn--sm" disabled={state !== 'idle'} onClick={() => void save()}>
      {state === 'saving' ? SAVE_RENDER_COPY.saving : state === 'saved' ? SAVE_RENDER_COPY.saved : SAVE_RENDER_COPY.save}
    </button>
  );
}
