// The contract between the widget bundle and the photo tool it loads on demand (dist/wrapsmith-photo.<hash>.js):
// the chunk puts a mount API on a page global, the bundle's stand-in mounts the tapper with it. Each side keeps
// its own preact copy, and each copy owns only its own tree: the tool renders inside the element it is given.
import type { PhotoTapsProps } from '@wrapsmith/visualizer';

export interface MountedPhotoTool {
  update(props: PhotoTapsProps): void;
  unmount(): void;
}

export interface PhotoTool {
  mount(element: HTMLElement, props: PhotoTapsProps): MountedPhotoTool;
}

export interface PhotoToolGlobals {
  /** Set by the photo chunk when it runs; a second copy of the chunk leaves the first one's in place. */
  __wrapsmithPhoto?: PhotoTool;
}
