// The Studio flow (spec §2 Studio, §4 Generation) without popups: pick a vehicle and a film; clicking a colour
// renders it, shows the picture and scrolls to it. The host decides what a failed render shows. Kept apart from
// `Visualizer` so a bundle that brings its own error handling (the widget) leaves the Studio's popups out.
import { zonesOf, type RenderZones } from '@wrapsmith/catalog';
import { renderFileName, type RenderView as CarView } from '@wrapsmith/core/rules';
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Alert } from './alert.tsx';
import {
  VisualizerError,
  type Film,
  type PhotoRecolourRequest,
  type RenderRequest,
  type RenderResult,
  type VisualizerClient,
  type WrapBrand,
} from './client.ts';
import { brandedFilmLabel } from './color-swatches.tsx';
import { FilmPicker } from './film-picker.tsx';
import type { VisualizerMessages } from './messages.ts';
import { useVisualizerMessages } from './use-messages.ts';
import { NO_PHOTO, hasPaintTap, type PhotoSelection } from './photo-selection.ts';
import type { PhotoToolProps } from './photo-tool.tsx';
import { RenderView, type RenderedImage } from './render-view.tsx';
import { useStableId } from './use-stable-id.ts';
import { ViewSwitch } from './view-switch.tsx';
import { NO_VEHICLE, VehiclePicker, isCompleteVehicle, type CompleteVehicle, type VehicleSelection } from './vehicle-picker.tsx';
import { ZONE_KEYS, ZoneOptions, describeExtras, type ZoneKey, type ZoneNames } from './zone-options.tsx';

export interface VisualizerCoreProps {
  /** Keep it stable (create it once): a new client reloads every list. */
  client: VisualizerClient;
  /**
   * The shop's balance; at 0 a colour click fails as `NO_CREDITS` without calling the server. Omit when unknown:
   * a host that passes it (the Studio) also sees what a render costs ("Recolour — 1 credit").
   */
  credits?: number | null;
  /** After each successful render, e.g. to refetch the balance. A photo render passes its photo request. */
  onRendered?: (result: RenderResult, request: RenderRequest | PhotoRecolourRequest) => void;
  /** Tells the host when a render starts and ends, for a page-level loading overlay. */
  onGeneratingChange?: (generating: boolean) => void;
  /**
   * Public demo: a colour click shows this call to action in the preview and never renders. As a function it gets
   * the look picked, so the call to action can name it (a visitor sending it to a shop).
   */
  callToAction?: ReactNode | ((look: PickedLook) => ReactNode);
  /** Show the extras (roof, mirrors, calipers, chrome delete, tint, PPF). */
  showExtras?: boolean;
  /** Which extras to offer; all when omitted. An empty list hides the extras. */
  zones?: readonly ZoneKey[];
  /**
   * Every failed render, and a colour clicked at 0 credits (as `NO_CREDITS`, without calling the server). Return
   * the words to show inline under the controls, or nothing when the host shows the failure its own way.
   */
  onRenderError: (error: VisualizerError, request?: RenderRequest | PhotoRecolourRequest) => string | undefined;
  /** Buttons beside the picture's Download once a render is shown: the Studio's Save, the widget's Get a quote. */
  renderActions?: ReactNode;
  /** Shown right under the picture (the widget's quote form and thanks), in view with it on every layout. */
  belowRender?: ReactNode;
  /**
   * After a render, fold the colour swatches to one line ("Change colour") so the picture and its call to action
   * are in view together (the widget); the Studio keeps them open to try colour after colour.
   */
  collapseColoursAfterRender?: boolean;
  /**
   * The photo tool ("Your car's photo", decisions 036 and 055): the component itself, or a stand-in that loads it
   * on demand (the widget). With it, and a client that can `uploadPhoto`, `selectPaint` and `recolourPhoto`, the
   * visitor may wrap their own photo.
   */
  photoTool?: ComponentType<PhotoToolProps>;
  /** Which car the wrap goes on: a catalogue vehicle, the customer's photo, or a choice of both (the default). */
  sources?: 'vehicle' | 'photo' | 'both';
}

type Source = 'vehicle' | 'photo';

/** The look a demo colour click picked: the car when all three vehicle fields are set, and the film. */
export interface PickedLook {
  car: string | null;
  wrap: string;
}

/** The photo calls of the host's client, when it has all three; stable per client. */
function usePhotoClient(client: VisualizerClient) {
  return useMemo(() => {
    const { uploadPhoto, selectPaint, recolourPhoto } = client;
    if (!uploadPhoto || !selectPaint || !recolourPhoto) return null;
    return {
      uploadPhoto: uploadPhoto.bind(client),
      selectPaint: selectPaint.bind(client),
      recolourPhoto: recolourPhoto.bind(client),
    };
  }, [client]);
}

function describeRender(M: VisualizerMessages, vehicle: CompleteVehicle, brand: WrapBrand, film: Film, result: RenderResult, extras: string[], showCost: boolean): RenderedImage {
  const car = `${vehicle.year} ${vehicle.make.name} ${vehicle.model.name}`;
  const wrap = brandedFilmLabel(brand.name, film);
  const notes = [result.libraryPhoto ? M.libraryNote(result.libraryPhoto.shopName) : null, showCost && result.charged === false ? M.noCreditUsed : null];
  return {
    src: result.imageSrc,
    alt: M.renderAlt(car, [wrap, ...extras].join(', ')),
    caption: [car, wrap, ...extras].join(' · '),
    note: notes.filter(Boolean).join(' ') || undefined,
    downloadName: renderFileName(car, wrap, ...extras),
  };
}

/** Which extras a picture shows, to tell when the ones picked have changed since. */
const extrasKey = (zones: RenderZones): string => JSON.stringify(Object.entries(zones).sort(([a], [b]) => a.localeCompare(b)));

/**
 * On a phone the stage's message sits above the preview, out of view once a render has started: focusing it
 * brings it into view. Stable, so React calls it only when the message appears.
 */
function focusOnMount(node: HTMLElement | null) {
  node?.focus();
}

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function VisualizerCore({
  client,
  credits,
  onRendered,
  onGeneratingChange,
  callToAction,
  showExtras = true,
  zones: offeredZones = ZONE_KEYS,
  onRenderError,
  renderActions,
  belowRender,
  collapseColoursAfterRender = false,
  photoTool: PhotoTool,
  sources = 'both',
}: VisualizerCoreProps) {
  const M = useVisualizerMessages();
  const photoClient = usePhotoClient(client);
  const photoOffered = PhotoTool !== undefined && photoClient !== null && sources !== 'vehicle';
  const [source, setSource] = useState<Source>(photoOffered && sources === 'photo' ? 'photo' : 'vehicle');
  const [photo, setPhoto] = useState<PhotoSelection>(NO_PHOTO);
  const onPhoto = photoOffered && source === 'photo';
  const [coloursFolded, setColoursFolded] = useState(false);
  const [vehicle, setVehicle] = useState<VehicleSelection>(NO_VEHICLE);
  const [brand, setBrand] = useState<WrapBrand | null>(null);
  const [film, setFilm] = useState<Film | null>(null);
  const [chosenZones, setZones] = useState<RenderZones>({});
  const [zoneNames, setZoneNames] = useState<ZoneNames>({});
  // The extras of the vehicle picture on screen: when the picked ones differ, the picture is out of date.
  const [shownExtras, setShownExtras] = useState<string | null>(null);
  const [view, setView] = useState<CarView>('side');
  const [generating, setGenerating] = useState(false);
  const [image, setImage] = useState<RenderedImage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [showCallToAction, setShowCallToAction] = useState(false);
  const [look, setLook] = useState<PickedLook | null>(null);
  const renderRef = useRef<HTMLElement>(null);
  const recolourRef = useRef<HTMLDivElement>(null);
  const vehicleRef = useRef<HTMLElement>(null);
  const busyRef = useRef(false);
  // Set by a failed render: its message is focused (so in view) and offers to try again; a reminder is neither.
  const [failed, setFailed] = useState(false);
  // A zone the vehicle does not have (a convertible's fabric roof) is neither offered nor sent.
  const drawnStyle = vehicle.bodyStyle ?? vehicle.model?.bodyStyles[0] ?? null;
  const availableZones = drawnStyle ? offeredZones.filter((zone) => zonesOf(drawnStyle).includes(zone)) : offeredZones;
  const zones = Object.fromEntries(Object.entries(chosenZones).filter(([zone]) => availableZones.includes(zone as ZoneKey))) as RenderZones;
  const stale = !onPhoto && image !== null && shownExtras !== null && extrasKey(zones) !== shownExtras && callToAction === undefined;
  const vehicleHeading = useStableId('vehicle-heading');
  const brandHeading = useStableId('brand-heading');
  const sourceName = useStableId('source');

  // On a phone the preview sits below the colours: bring it into view when a render starts and when it lands.
  useEffect(() => {
    if (!image && !showCallToAction && !generating) return;
    renderRef.current?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'nearest' });
  }, [image, showCallToAction, generating]);

  // A new photo (or none) takes the previous result off screen: it showed another car (issue 22).
  const pickedPhoto = photo.photo;
  useEffect(() => {
    if (!pickedPhoto) return;
    setImage(null);
    setError(null);
    setFailed(false);
  }, [pickedPhoto]);

  const changeBrand = useCallback((next: WrapBrand) => {
    setBrand(next);
    setFilm(null);
  }, []);

  // The reminder shows beside the preview, which on a phone is far below the pickers: take the user to the field.
  function focusFirstEmptyVehicleField() {
    const fields = vehicleRef.current?.querySelectorAll<HTMLSelectElement>('select:not(:disabled)') ?? [];
    [...fields].find((field) => field.value === '')?.focus();
  }

  function setBusy(busy: boolean) {
    busyRef.current = busy;
    setGenerating(busy);
    onGeneratingChange?.(busy);
  }

  function fail(failure: unknown, request?: RenderRequest | PhotoRecolourRequest) {
    const visualizerError = failure instanceof VisualizerError ? failure : new VisualizerError('NETWORK', '', null, { cause: failure });
    setError(onRenderError(visualizerError, request) ?? null);
    setFailed(true);
  }

  /** Recolours the selected paint of the uploaded photo to the picked film: the photo mode's only paid step. */
  async function recolour() {
    if (busyRef.current || !photoClient) return;
    setError(null);
    setFailed(false);
    const { uploaded } = photo;
    if (!photo.photo) return setError(M.pickPhotoFirst);
    if (!uploaded) return setError(M.photoNotReady);
    if (!hasPaintTap(photo)) return setError(M.tapPaintFirst);
    if (!film || !brand) return setError(M.pickColourFirst);
    if (typeof credits === 'number' && credits <= 0) return fail(new VisualizerError('NO_CREDITS'));
    const request: PhotoRecolourRequest = {
      photoId: uploaded.id,
      taps: photo.taps,
      strokes: photo.strokes,
      brand: brand.name,
      filmId: film.id,
      finish: film.finish,
      color: film.colorCode,
    };
    setBusy(true);
    try {
      const result = await photoClient.recolourPhoto(request);
      const wrap = brandedFilmLabel(brand.name, film);
      setImage({
        src: result.imageSrc,
        alt: M.photoAlt(wrap),
        caption: M.photoCaption(wrap),
        note: credits !== undefined && result.charged === false ? M.noCreditUsed : undefined,
        downloadName: renderFileName('my car', wrap),
      });
      setShownExtras(null);
      if (collapseColoursAfterRender) setColoursFolded(true);
      onRendered?.(result, request);
    } catch (failure) {
      // The tool then offers to upload the photo again, with the taps and strokes kept.
      if (failure instanceof VisualizerError && failure.code === 'PHOTO_EXPIRED') {
        setPhoto((current) => ({ ...current, uploaded: null }));
        setError(M.photoExpired);
      } else {
        fail(failure, request);
      }
    } finally {
      setBusy(false);
    }
  }

  async function pick(picked: Film, inView: CarView = view) {
    if (busyRef.current || !brand) return;
    setFilm(picked);
    setError(null);
    setFailed(false);
    if (callToAction !== undefined) {
      setLook({
        car: isCompleteVehicle(vehicle) ? `${vehicle.year} ${vehicle.make.name} ${vehicle.model.name}` : null,
        wrap: brandedFilmLabel(brand.name, picked),
      });
      setShowCallToAction(true);
      return;
    }
    if (onPhoto) {
      // A colour only picks the film here: the photo is recoloured, and paid for, on Recolour.
      recolourRef.current?.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'nearest' });
      return;
    }
    if (!isCompleteVehicle(vehicle)) {
      setError(M.pickVehicleFirst);
      focusFirstEmptyVehicleField();
      return;
    }
    const request: RenderRequest = {
      year: vehicle.year,
      make: vehicle.make.name,
      model: vehicle.model.name,
      finish: picked.finish,
      color: picked.colorCode,
      description: '',
      brand: brand.name,
      filmId: picked.id,
      ...(vehicle.bodyStyle ? { bodyStyle: vehicle.bodyStyle } : {}),
      ...(Object.keys(zones).length > 0 ? { zones } : {}),
      ...(inView === 'side' ? {} : { view: inView }),
    };
    if (typeof credits === 'number' && credits <= 0) {
      fail(new VisualizerError('NO_CREDITS'), request);
      return;
    }
    setBusy(true);
    try {
      const result = await client.render(request);
      setImage(describeRender(M, vehicle, brand, picked, result, describeExtras(zones, zoneNames, M), credits !== undefined));
      setShownExtras(extrasKey(zones));
      if (collapseColoursAfterRender) setColoursFolded(true);
      onRendered?.(result, request);
    } catch (failure) {
      fail(failure, request);
    } finally {
      setBusy(false);
    }
  }

  // With a picture shown, a new view draws the same car and film again; before that it waits for a colour click.
  function changeView(next: CarView) {
    setView(next);
    if (image && film && callToAction === undefined) void pick(film, next);
  }

  return (
    <div className="wsv">
      <div className="wsv-layout">
        <div className="wsv-controls">
          {photoOffered && sources === 'both' && (
            <fieldset className="wsv-views wsv-source" disabled={generating}>
              <legend className="wsv-views__legend">{M.source}</legend>
              {(['vehicle', 'photo'] as const).map((option) => (
                <label key={option} className="wsv-views__option">
                  <input
                    type="radio"
                    name={sourceName}
                    value={option}
                    checked={source === option}
                    onChange={() => {
                      setSource(option);
                      setError(null);
                    }}
                  />
                  <span>{option === 'vehicle' ? M.sourceVehicle : M.sourcePhoto}</span>
                </label>
              ))}
            </fieldset>
          )}
          {onPhoto && PhotoTool && photoClient ? (
            <section className="wsv-section" aria-labelledby={vehicleHeading}>
              <h2 id={vehicleHeading} className="wsv-section__title">
                {M.photoTitle}
              </h2>
              <PhotoTool client={photoClient} value={photo} onChange={setPhoto} disabled={generating} />
            </section>
          ) : (
            <section ref={vehicleRef} className="wsv-section" aria-labelledby={vehicleHeading}>
              <h2 id={vehicleHeading} className="wsv-section__title">
                {M.selectVehicle}
              </h2>
              <VehiclePicker client={client} value={vehicle} onChange={setVehicle} />
            </section>
          )}
          <section className="wsv-section" aria-labelledby={brandHeading}>
            <h2 id={brandHeading} className="wsv-section__title">
              {M.selectBrand}
            </h2>
            {coloursFolded && film && brand ? (
              <div className="wsv-folded">
                <p className="wsv-folded__choice">
                  <span className="wsv-folded__swatch" style={{ background: film.colorCode }} aria-hidden="true" />
                  {brandedFilmLabel(brand.name, film)}
                </p>
                <button type="button" className="ws-btn ws-btn--sm" onClick={() => setColoursFolded(false)}>
                  {M.changeColour}
                </button>
              </div>
            ) : (
              <FilmPicker
                client={client}
                brand={brand}
                selectedFilmId={film?.id ?? null}
                onBrandChange={changeBrand}
                onPick={(picked) => void pick(picked)}
                busy={generating}
              />
            )}
          </section>
          {showExtras && !onPhoto && availableZones.length > 0 && (
            <details className="wsv-section wsv-extras">
              <summary className="wsv-section__title">{M.extras}</summary>
              <ZoneOptions
                value={zones}
                names={zoneNames}
                client={client}
                zones={availableZones}
                onChange={(next, names) => {
                  setZones(next);
                  if (names) setZoneNames(names);
                }}
              />
            </details>
          )}
        </div>
        <div className="wsv-stage">
          {error && (
            <div ref={failed ? focusOnMount : undefined} tabIndex={-1}>
              <Alert onDismiss={() => setError(null)}>
                {error}{' '}
                {failed && film && (
                  <button type="button" className="ws-link-btn" onClick={() => void (onPhoto ? recolour() : pick(film))}>
                    {M.retry}
                  </button>
                )}
              </Alert>
            </div>
          )}
          {!onPhoto && <ViewSwitch value={view} onChange={changeView} disabled={generating} />}
          {stale && film && (
            <div className="wsv-section wsv-folded wsv-stale" role="status">
              <p className="wsv-folded__choice">{M.outOfDate}</p>
              <button type="button" className="ws-btn ws-btn--primary ws-btn--sm" disabled={generating} onClick={() => void pick(film)}>
                {credits === undefined ? M.updatePicture : M.updatePictureCost}
              </button>
            </div>
          )}
          {onPhoto && (
            <div ref={recolourRef} className="wsv-section wsv-folded wsv-recolour">
              <p className="wsv-folded__choice">
                {film && brand ? (
                  <>
                    <span className="wsv-folded__swatch" style={{ background: film.colorCode }} aria-hidden="true" />
                    {brandedFilmLabel(brand.name, film)}
                  </>
                ) : (
                  M.noColourYet
                )}
              </p>
              <button type="button" className="ws-btn ws-btn--primary" disabled={generating} onClick={() => void recolour()}>
                {credits === undefined ? M.recolour : M.recolourCost}
              </button>
            </div>
          )}
          <RenderView
            image={image}
            generating={generating}
            placeholder={showCallToAction && look ? (typeof callToAction === 'function' ? callToAction(look) : callToAction) : onPhoto ? <p>{M.photoEmpty}</p> : undefined}
            containerRef={renderRef}
            actions={renderActions}
          />
          {belowRender}
        </div>
      </div>
    </div>
  );
}
