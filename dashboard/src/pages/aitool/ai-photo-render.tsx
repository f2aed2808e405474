// The photo-real part of "Your car's photo" (/aitool): the customer's photo wrapped by the AI engine
// (POST /user/tool/photo-render, Replicate). On a server without the AI engine it says so plainly.
import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  FilmPicker,
  NoCreditsModal,
  RenderView,
  TooManyRequestsModal,
  VisualizerError,
  failureMessage,
  brandedFilmLabel,
  type Film,
  type RenderedImage,
  type WrapBrand,
  useVisualizerMessages,
} from '@wrapsmith/visualizer';
import { useApi } from '../../api/context.tsx';
import { Alert } from '../../components/alert.tsx';
import { LoadingOverlay } from '../../components/loading.tsx';
import { PhotoInput } from '../../components/photo-input.tsx';
import { useRefreshUser } from '../../hooks/use-refresh-user.ts';
import { useSession } from '../../stores/session.ts';
import { useArea } from '../../i18n/area.ts';
import { AITOOL } from '../../i18n/areas/aitool/index.ts';
import { useServerWords } from '../../i18n/server-words.ts';
import { StudioWords } from '../../components/studio-words.tsx';

type Problem = { kind: 'none' } | { kind: 'engine' } | { kind: 'message'; text: string } | { kind: 'no-credits' } | { kind: 'busy' };

export function AiPhotoRender() {
  // The film picker and the popups speak the Studio's words in the reader's language.
  return (
    <StudioWords>
      <AiPhotoRenderPanel />
    </StudioWords>
  );
}

function AiPhotoRenderPanel() {
  const t = useArea(AITOOL);
  const M = useVisualizerMessages();
  const server = useServerWords();
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
      setImage({ src: result.imageSrc, alt: t('aitool.renderAlt', { wrap }), caption: wrap, downloadName: `wrapsmith-photo-${film.id}.png` });
      void refreshUser();
    } catch (failure) {
      const code = failure instanceof VisualizerError ? failure.code : null;
      if (code === 'ENGINE_UNAVAILABLE') setProblem({ kind: 'engine' });
      else if (code === 'NO_CREDITS') setProblem({ kind: 'no-credits' });
      else if (code === 'RATE_LIMITED' || code === 'NO_IMAGE') setProblem({ kind: 'busy' });
      else setProblem({ kind: 'message', text: server(failureMessage(failure, M.generationFailed), M.generationFailed) });
    } finally {
      setGenerating(false);
    }
  }

  const closePopup = () => setProblem({ kind: 'none' });
  const ready = photo !== null && film !== null;
  return (
    <section className="ws-stack" aria-labelledby={`${inputId}-ai`}>
      <div>
        <h2 id={`${inputId}-ai`}>{t('aitool.aiTitle')}</h2>
        <p className="ws-muted">{t('aitool.aiIntro')}</p>
      </div>
      {availability === 'loading' ? (
        <p className="ws-muted" role="status">
          {t('aitool.checking')}
        </p>
      ) : availability === 'off' ? (
        <Alert tone="info">{t('aitool.off')}</Alert>
      ) : (
      <div className="wsv">
        <div className="wsv-layout">
          <div className="wsv-controls">
            <section className="wsv-section" aria-labelledby={`${inputId}-title`}>
              <h2 id={`${inputId}-title`} className="wsv-section__title">
                {t('aitool.photoTitle')}
              </h2>
              <PhotoInput
                label={t('aitool.photoLabel')}
                hint={t('aitool.photoHint')}
                file={photo}
                onChange={choosePhoto}
                preview={{ alt: t('aitool.photoAlt') }}
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
                {t('aitool.engineOffBefore')} <Link to="/tool">{t('aitool.engineOffLink')}</Link>
                {t('aitool.engineOffAfter')}
              </Alert>
            ) : null}
            {problem.kind === 'message' ? <Alert tone="error">{problem.text}</Alert> : null}
            <RenderView image={image} generating={generating} placeholder={<p>{t('aitool.empty')}</p>} />
            <button type="button" className="ws-btn ws-btn--primary ws-btn--lg" disabled={!ready || generating} onClick={() => void generate()}>
              {t('aitool.generate')}
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
