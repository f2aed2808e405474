// The visitor's path once the shop's config is in: vehicle → brand → finish → colour → render (the shared
// Visualizer), then "Get a quote" → the lead form → thank you.
import { Visualizer, type RenderRequest, type RenderResult } from '@wrapsmith/visualizer';
import { useMemo, useRef, useState } from 'react';
import type { WidgetApi, WidgetConfig } from './api.ts';
import { friendlyMessage, toWidgetFailure } from './errors.ts';
import { emit } from './events.ts';
import { LeadForm } from './lead-form.tsx';
import { WIDGET_MESSAGES as M } from './messages.ts';
import { widgetVisualizerClient } from './visualizer-client.ts';

interface Rendered {
  renderId: string;
  imageSrc: string;
}

type Stage = 'preview' | 'form' | 'thanks';

export function WrapFlow({ api, config }: { api: WidgetApi; config: WidgetConfig }) {
  const shopName = config.branding.displayName;
  const client = useMemo(
    () =>
      widgetVisualizerClient(api.visualizer, {
        shopName,
        onFailure: (failure, message) => emit('wrapsmith:error', { code: failure.code, message }),
      }),
    [api, shopName],
  );
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const [stage, setStage] = useState<Stage>('preview');
  const quoteRef = useRef<HTMLDivElement>(null);

  function onRendered(result: RenderResult, request: RenderRequest) {
    const film = client.film(request.filmId);
    emit('wrapsmith:render', {
      renderId: result.renderId,
      vehicle: { year: request.year, make: request.make, model: request.model },
      film: { brand: request.brand, name: film?.name ?? '', finish: request.finish, hex: request.color },
    });
    setRendered(result.renderId ? { renderId: result.renderId, imageSrc: result.imageSrc } : null);
    setStage('preview');
  }

  async function sendLead(payload: Parameters<WidgetApi['submitLead']>[0]) {
    try {
      const { leadId } = await api.submitLead(payload);
      emit('wrapsmith:lead', { leadId, renderId: payload.renderId });
    } catch (error) {
      const failure = toWidgetFailure(error);
      const message = friendlyMessage(failure, shopName);
      emit('wrapsmith:error', { code: failure.code, message });
      throw new Error(message, { cause: error });
    }
  }

  /** Moves focus along with the view, so keyboard and screen-reader users land on what just appeared. */
  function showStage(next: Stage, focus: string) {
    setStage(next);
    requestAnimationFrame(() => quoteRef.current?.querySelector<HTMLElement>(focus)?.focus());
  }

  function designAnother() {
    setRendered(null);
    setStage('preview');
  }

  return (
    <>
      <Visualizer client={client} onRendered={onRendered} showExtras={config.zones.length > 0} />
      <div ref={quoteRef}>
        {rendered && stage === 'preview' && (
          <div className="wsw-panel wsw-quote">
            <p>{M.quoteCallout(shopName)}</p>
            <button type="button" className="ws-btn ws-btn--primary" onClick={() => showStage('form', '[name="name"]')}>
              {M.getQuote}
            </button>
          </div>
        )}
        {rendered && stage === 'form' && (
          <LeadForm
            shopName={shopName}
            renderId={rendered.renderId}
            imageSrc={rendered.imageSrc}
            onSubmit={sendLead}
            onSent={() => showStage('thanks', 'h3')}
            onCancel={() => setStage('preview')}
          />
        )}
        {stage === 'thanks' && (
          <div className="wsw-panel" role="status">
            <h3 tabIndex={-1}>{M.thanksTitle}</h3>
            <p>{M.thanksBody(shopName)}</p>
            <div className="wsw-actions">
              <button type="button" className="ws-btn" onClick={designAnother}>
                {M.anotherDesign}
              </button>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
