// The visitor's path once the shop's config is in: vehicle (or their car's photo) → brand → finish → colour →
// render (the shared Visualizer), then "Get a quote" → the lead form → thank you.
import {
  VisualizerCore,
  ZONE_KEYS,
  type PhotoRecolourRequest,
  type RenderRequest,
  type RenderResult,
  type VisualizerError,
  type ZoneKey,
} from '@wrapsmith/visualizer';
import { useMemo, useRef, useState } from 'react';
import type { WidgetApi, WidgetConfig } from './api.ts';
import { friendlyMessage, toWidgetFailure } from './errors.ts';
import { emit } from './events.ts';
import { LeadForm } from './lead-form.tsx';
import { WIDGET_MESSAGES as M } from './messages.ts';
import { LazyPhotoTaps } from './photo-slot.tsx';
import { widgetVisualizerClient } from './visualizer-client.ts';

interface Rendered {
  renderId: string;
  imageSrc: string;
}

type Stage = 'preview' | 'form' | 'thanks';

export function WrapFlow({ api, config }: { api: WidgetApi; config: WidgetConfig }) {
  const shopName = config.branding.displayName;
  const client = useMemo(() => widgetVisualizerClient(api.visualizer), [api]);
  const zones = useMemo(() => ZONE_KEYS.filter((zone: ZoneKey) => config.zones.includes(zone)), [config.zones]);

  // Visitors never see the Studio's plans popups: every failure becomes the shop's friendly words inline.
  function onRenderError(error: VisualizerError): string {
    const failure = toWidgetFailure(error);
    const message = friendlyMessage(failure, shopName);
    emit('wrapsmith:error', { code: failure.code, message });
    return message;
  }
  const [rendered, setRendered] = useState<Rendered | null>(null);
  const [stage, setStage] = useState<Stage>('preview');
  const quoteRef = useRef<HTMLDivElement>(null);

  function onRendered(result: RenderResult, request: RenderRequest | PhotoRecolourRequest) {
    const film = client.film(request.filmId);
    emit('wrapsmith:render', {
      renderId: result.renderId,
      // A photo render is the visitor's own car: no catalogue vehicle to name.
      vehicle: 'photo' in request ? null : { year: request.year, make: request.make, model: request.model },
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

  const quoteButton =
    rendered && stage === 'preview' ? (
      <button type="button" className="ws-btn ws-btn--primary ws-btn--sm" onClick={() => showStage('form', '[name="name"]')}>
        {M.getQuote}
      </button>
    ) : null;

  // The quote button sits beside the picture's Download, and the form and thanks right under the picture, so on a
  // phone they are in view with it instead of below every swatch; the swatches fold to one line after a render.
  const underPicture = (
    <div ref={quoteRef}>
      {rendered && stage === 'preview' && <p className="wsw-quote ws-muted">{M.quoteCallout(shopName)}</p>}
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
  );

  return (
    <VisualizerCore
      client={client}
      onRendered={onRendered}
      showExtras={zones.length > 0}
      zones={zones}
      onRenderError={onRenderError}
      renderActions={quoteButton}
      belowRender={underPicture}
      collapseColoursAfterRender
      photoTaps={LazyPhotoTaps}
    />
  );
}
