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
import { bookForm, leadForm, photoTool } from './parts.tsx';
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

/** GET price-range's answer (issue 25 item 6): minor units of `currency`, which has `exponent` decimals. */
interface PriceRange {
  currency: string;
  low: number;
  high: number;
  exponent: number;
}

/** An amount in minor units, written exactly (a decimal string, not a division) in the visitor's locale. */
function money(amount: number, currency: string, exponent: number): string {
  const text = String(Math.trunc(amount)).padStart(exponent + 1, '0');
  const decimal = exponent > 0 ? `${text.slice(0, -exponent)}.${text.slice(-exponent)}` : text;
  return new Intl.NumberFormat(undefined, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: exponent }).format(decimal as unknown as number);
}

/** The range of a rendered vehicle and film: null when the shop shows none, or the answer is not one. */
async function fetchRange(api: WidgetApi, request: RenderRequest): Promise<PriceRange | null> {
  const zones = Object.entries(request.zones ?? {})
    .filter(([, value]) => value !== undefined && value !== false && value !== null)
    .map(([zone]) => zone);
  const query = new URLSearchParams({ year: String(request.year), make: request.make, model: request.model, filmId: request.filmId });
  if (request.bodyStyle) query.set('bodyStyle', request.bodyStyle);
  if (zones.length > 0) query.set('zones', zones.join(','));
  const body = (await api.request('GET', `price-range?${query.toString()}`)) as { data?: PriceRange | null } | null;
  const range = body?.data;
  return range && typeof range.low === 'number' && typeof range.high === 'number' && /^[A-Z]{3}$/.test(range.currency) ? range : null;
}

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
  // The instant price range of the picture shown, when the shop shows one (issue 25 item 6).
  const [range, setRange] = useState<PriceRange | null>(null);
  const rangeFor = useRef(0);

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
    // The range for this picture only: an answer for an earlier one that comes late is dropped. A failure shows none.
    const asked = (rangeFor.current += 1);
    setRange(null);
    if (!('photoId' in request) && result.renderId) {
      fetchRange(api, request)
        .then((answer) => {
          if (rangeFor.current === asked) setRange(answer);
        })
        .catch(() => {});
    }
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
    rangeFor.current += 1;
    setRange(null);
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
      {rendered && stage === 'preview' && range && (
        <div className="wsw-price" data-testid="price-range">
          <p className="wsw-price__range">{M.priceRange(money(range.low, range.currency, range.exponent), money(range.high, range.currency, range.exponent))}</p>
          <p className="wsw-price__note ws-muted">{M.priceNote(shopName)}</p>
        </div>
      )}
      {rendered && stage === 'preview' && <p className="wsw-quote ws-muted">{M.quoteCallout(shopName)}</p>}
      {rendered && !rendered.photo && stage === 'preview' && <bookForm.Part key={rendered.renderId} api={api} renderId={rendered.renderId} shopName={shopName} />}
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
