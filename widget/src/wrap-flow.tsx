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
} from '@wrapsmith/visualizer/core';
import { useMemo, useRef, useState } from 'react';
import type { LeadDesign, WidgetApi, WidgetConfig } from './api.ts';
import { friendlyMessage, toWidgetFailure } from './errors.ts';
import { emit } from './events.ts';
import { WIDGET_MESSAGES as M } from './messages.ts';
import { leadForm, photoTool } from './parts.tsx';
import { widgetVisualizerClient } from './visualizer-client.ts';

/** This chunk's share of the shadow root's stylesheet (empty outside the build, where styles.ts has it all). */
export const PART_CSS = __WRAPSMITH_PART_CSS__.wrapFlow ?? '';

interface Rendered {
  renderId: string;
  imageSrc: string;
  /** A render of the visitor's own photo: no catalogue vehicle, so the quote form asks which car it is. */
  photo: boolean;
}

type Stage = 'preview' | 'form' | 'thanks';

/** What a visitor picked, as a lead without a picture sends it: the colour, and the catalogue vehicle if any. */
function designOf(request: RenderRequest | PhotoRecolourRequest): LeadDesign {
  if ('photoId' in request) return { filmId: request.filmId };
  return {
    filmId: request.filmId,
    year: request.year,
    make: request.make,
    model: request.model,
    ...(request.bodyStyle ? { bodyStyle: request.bodyStyle } : {}),
  };
}

export interface WrapFlowProps {
  api: WidgetApi;
  config: WidgetConfig;
}

export function WrapFlow({ api, config }: WrapFlowProps) {
  const shopName = config.branding.displayName;
  const client = useMemo(() => widgetVisualizerClient(api.request), [api]);
  const zones = useMemo(() => ZONE_KEYS.filter((zone: ZoneKey) => config.zones.includes(zone)), [config.zones]);

  const [rendered, setRendered] = useState<Rendered | null>(null);
  const [stage, setStage] = useState<Stage>('preview');
  // Out of credits: what the visitor picked, so they can still ask for a quote on it (decision 061).
  const [noPicture, setNoPicture] = useState<LeadDesign | null>(null);

  // Visitors never see the Studio's plans popups: every failure becomes the shop's friendly words inline.
  function onRenderError(error: VisualizerError, request?: RenderRequest | PhotoRecolourRequest): string {
    const failure = toWidgetFailure(error);
    const message = friendlyMessage(failure, shopName);
    emit('wrapsmith:error', { code: failure.code, message });
    if (failure.code === 'NO_CREDITS' && request) {
      setRendered(null);
      setNoPicture(designOf(request));
      setStage('preview');
      return M.noCreditsLead(shopName);
    }
    return message;
  }
  const quoteRef = useRef<HTMLDivElement>(null);

  function onRendered(result: RenderResult, request: RenderRequest | PhotoRecolourRequest) {
    const film = client.film(request.filmId);
    const photo = 'photoId' in request;
    emit('wrapsmith:render', {
      renderId: result.renderId,
      // A photo render is the visitor's own car: no catalogue vehicle to name.
      vehicle: photo ? null : { year: request.year, make: request.make, model: request.model },
      film: { brand: request.brand, name: film?.name ?? '', finish: request.finish, hex: request.color },
    });
    setRendered(result.renderId ? { renderId: result.renderId, imageSrc: result.imageSrc, photo } : null);
    setNoPicture(null);
    // The form's chunk comes in while the visitor looks at the picture, so "Get a quote" opens it at once.
    if (result.renderId) leadForm.preload().catch(() => {});
    setStage('preview');
  }

  async function sendLead(payload: Parameters<WidgetApi['submitLead']>[0]) {
    try {
      const { leadId } = await api.submitLead(payload);
      emit('wrapsmith:lead', { leadId, renderId: payload.renderId ?? null });
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
    setNoPicture(null);
    setStage('preview');
  }

  const quoteButton =
    rendered && stage === 'preview' ? (
      <button type="button" className="ws-btn ws-btn--primary ws-btn--sm" onClick={() => setStage('form')}>
        {M.getQuote}
      </button>
    ) : null;

  // The quote button sits beside the picture's Download, and the form and thanks right under the picture, so on a
  // phone they are in view with it instead of below every swatch; the swatches fold to one line after a render.
  const underPicture = (
    <div ref={quoteRef}>
      {rendered && stage === 'preview' && <p className="wsw-quote ws-muted">{M.quoteCallout(shopName)}</p>}
      {!rendered && noPicture && stage === 'preview' && (
        <div className="wsw-actions">
          <button type="button" className="ws-btn ws-btn--primary" onClick={() => setStage('form')}>
            {M.leaveDetails}
          </button>
        </div>
      )}
      {!rendered && noPicture && stage === 'form' && (
        <leadForm.Part
          shopName={shopName}
          renderId={null}
          design={noPicture}
          imageSrc={null}
          askVehicle={noPicture.year === undefined}
          onSubmit={sendLead}
          onSent={() => showStage('thanks', 'h3')}
          onCancel={() => setStage('preview')}
        />
      )}
      {rendered && stage === 'form' && (
        <leadForm.Part
          shopName={shopName}
          renderId={rendered.renderId}
          imageSrc={rendered.imageSrc}
          askVehicle={rendered.photo}
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
      photoTool={photoTool.Part}
    />
  );
}
