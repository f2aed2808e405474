// Values build.mjs bakes into the bundle (vitest.config.ts defines them for the tests).

/** Each on-demand chunk's share of the stylesheet, which its part renders into the shadow root (decision 047). */
declare const __WRAPSMITH_PART_CSS__: {
  wrapFlow?: string;
  leadForm?: string;
  popupDialog?: string;
  photoTool?: string;
};
