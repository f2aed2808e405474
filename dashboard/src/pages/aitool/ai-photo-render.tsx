// The photo-real part of "Your car's photo" (/aitool): the customer's photo wrapped by the AI engine
// (POST /user/tool/photo-render, Replicate). On a server without the AI engine it says so plainly.
import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  FilmPicker,
  NoCreditsModal,
  RenderView,
  TooManyRequestsModal,
  VISUALIZER_MESSAGES as M,
  VisualizerError,
  failureMessage,
  brandedFilmLabel,
  type Film,
  type RenderedImage,
  type WrapBrand,
} from '@wrapsmith/visualizer';
import { useApi } from '../../api/context.tsx';
import { Alert } from '../../components/alert.tsx';
import { LoadingOverlay } from '../../components/loading.tsx';
import { PhotoInput } from '../../components/photo-input.tsx';
import { useRefreshUser } from '../../hooks/use-refresh-user.ts';
import { useSession } from '../../stores/session.ts';

const EMPTY_PREVIEW = 'Upload a photo and pick a colour, then generate the preview here.';

type Problem = { kind: 'none' } | { kind: 'engine' } | { kind: 'message'; text: string } | { kind: 'no-credits' } | { kind: 'busy' };

export function AiPhotoRender() {
  const user = useSession((s) => s.currentUser);
  const api = useApi();
  const client = api.studio.visualizer;
  const navigate = useNavigate();
  const refreshUser = useRefreshUser();
  const inputId = useId();
  const [photo, setPhoto] = useState<File | null>(null);
  const [brand, setBrand] = useState<WrapBrand | null>(null);
  const [film, setFilm] = useState<Film | null>(null);
  const [generating, setGenerating] = useState(false);
  const [image, setImage] = useState<RenderedImage | null>(null);
  const [problem, setProblem] = useState<Problem>({ kind: 'none' });
  // Asked before any upload: a server without the AI engine says so instead of offering a tool that cannot work.
  const [availability, setAvailability] = useState<'loading' | 'on' | 'off' | 'unknown'>('loading');
  useEffect(() => {
    let live = true;
    api.studio.engines().then(
      ({ data }) => live && setAvailability(data.photoReal ? 'on' : 'off'),
      // Unknown: offer the tool; the server's answer to the upload says what is wrong.
      () => live && setAvailability('unknown'),
    );
    return () => {
      live = false;
    };
  }, [api]);
  const changeBrand = useCallback((next: WrapBrand) => {
    setBrand(next);
    setFilm(null);
  }, []);
  if (!user) return null;

  function choosePhoto(file: File | null) {
    setProblem({ kind: 'none' });
    setPhoto(file);
  }

  async function generate() {
    if (!photo || !film || !brand || !client.renderPhoto || generating) return;
    if (user && user.credits <= 0) {
      setProblem({ kind: 'no-credits' });
      return;
    }
    setProblem({ kind: 'none' });
    setGenerating(true);
    try {
      const result = await client.renderPhoto({ photo, brand: brand.name, filmId: film.id, finish: film.finish, color: film.colorCode });
      const wrap = brandedFilmLabel(brand.name, film);
      setImage({ src: result.imageSrc, alt: `Your customer's car wrapped in ${wrap}`, caption: wrap, downloadName: `wrapsmith-photo-${film.id}.png` });
      void refreshUser();
    } catch (failure) {
      const code = failure instanceof VisualizerError ? failure.code : null;
      if (code === 'ENGINE_UNAVAILABLE') setProblem({ kind: 'engine' });
      else if (code === 'NO_CREDITS') setProblem({ kind: 'no-credits' });
      else if (code === 'RATE_LIMITED' || code === 'NO_IMAGE') setProblem({ kind: 'busy' });
      else setProblem({ kind: 'message', text: failureMessage(failure, M.generationFailed) });
    } finally {
      setGenerating(false);
    }
  }

  const closePopup = () => setProblem({ kind: 'none' });
  const ready = photo !== null && film !== null;
  return (
    <section className="ws-stack" aria-labelledby={`${inputId}-ai`}>
      <div>
        <h2 id={`${inputId}-ai`}>AI render</h2>
        <p className="ws-muted">
          The AI engine repaints the whole photo, light and reflections included. It can change details of the car, so check the result
          before you send it. 1 credit.
        </p>
      </div>
      {availability === 'loading' ? (
        <p className="ws-muted" role="status">
          Checking whether AI renders are available…
        </p>
      ) : availability === 'off' ? (
        <Alert tone="info">
          AI renders are not available on your Wrapsmith yet, so this option is off. The exact recolour above works on every photo.
        </Alert>
      ) : (
      <div className="wsv">
        <div className="wsv-layout">
          <div className="wsv-controls">
            <section className="wsv-section" aria-labelledby={`${inputId}-title`}>
              <h2 id={`${inputId}-title`} className="wsv-section__title">
                Customer&apos;s photo
              </h2>
              <PhotoInput
                label="Photo for the AI engine"
                hint="Take it from the side in daylight, the whole car in frame. Image files up to 10 MB."
                file={photo}
                onChange={choosePhoto}
                preview={{ alt: 'Your photo' }}
              />
            </section>
            <section className="wsv-section" aria-labelledby={`${inputId}-film`}>
              <h2 id={`${inputId}-film`} className="wsv-section__title">
                {M.selectBrand}
              </h2>
              <FilmPicker
                client={client}
                brand={brand}
                selectedFilmId={film?.id ?? null}
                onBrandChange={changeBrand}
                onPick={setFilm}
                busy={generating}
              />
            </section>
          </div>
          <div className="wsv-stage">
            {problem.kind === 'engine' ? (
              <Alert tone="warning">
                AI renders are not available on your Wrapsmith yet. Nothing was charged. Recolour the photo with the exact recolour
                above, or preview any vehicle from our catalogue in the <Link to="/tool">Studio</Link>.
              </Alert>
            ) : null}
            {problem.kind === 'message' ? <Alert tone="error">{problem.text}</Alert> : null}
            <RenderView image={image} generating={generating} placeholder={<p>{EMPTY_PREVIEW}</p>} />
            <button type="button" className="ws-btn ws-btn--primary ws-btn--lg" disabled={!ready || generating} onClick={() => void generate()}>
              Generate preview
            </button>
          </div>
        </div>
      </div>
      )}
      <NoCreditsModal open={problem.kind === 'no-credits'} onClose={closePopup} onNavigate={(href) => void navigate(href)} />
      <TooManyRequestsModal open={problem.kind === 'busy'} onClose={closePopup} />
      {generating ? <LoadingOverlay label={M.generating} /> : null}
    </section>
  );
}
