// The preview: the rendered image with its caption and download link, a spinner overlay while a render runs.
import type { ReactNode, Ref } from 'react';
import { useVisualizerMessages } from './use-messages.ts';

export interface RenderedImage {
  src: string;
  /** What the picture shows, e.g. "2024 Tesla Model 3 wrapped in 3M Gloss Black G12". */
  alt: string;
  caption: string;
  /** A second line under the caption: where the picture comes from, when that is worth saying. */
  note?: string | undefined;
  downloadName: string;
}

export interface RenderViewProps {
  image: RenderedImage | null;
  generating: boolean;
  /** Shown in the empty frame before the first render (the public demo puts its call to action here). */
  placeholder?: ReactNode;
  containerRef?: Ref<HTMLElement>;
  /** The host's buttons beside Download (the Studio's Save, the widget's Get a quote), so they sit at the picture. */
  actions?: ReactNode;
}

export function RenderView({ image, generating, placeholder, containerRef, actions }: RenderViewProps) {
  const M = useVisualizerMessages();
  return (
    <section ref={containerRef} className="wsv-render" aria-label={M.preview} aria-busy={generating}>
      <div className="wsv-render__frame">
        {image ? (
          <img className="wsv-render__image" src={image.src} alt={image.alt} />
        ) : (
          !generating && <div className="wsv-render__empty">{placeholder ?? <p>{M.previewEmpty}</p>}</div>
        )}
        {generating && (
          <div className="wsv-render__overlay">
            <span className="ws-spinner ws-spinner--lg" aria-hidden="true" />
          </div>
        )}
      </div>
      <p role="status" className={generating ? 'wsv-render__status' : 'ws-visually-hidden'}>
        {generating ? M.generating : image ? M.ready : ''}
      </p>
      {image && !generating && (
        <div className="wsv-render__meta">
          <div>
            <p className="wsv-render__caption">{image.caption}</p>
            {image.note && <p className="wsv-render__note">{image.note}</p>}
          </div>
          <div className="wsv-render__actions">
            {actions}
            <a className="ws-btn ws-btn--dark ws-btn--sm" href={image.src} download={image.downloadName}>
              {M.download}
            </a>
          </div>
        </div>
      )}
    </section>
  );
}
