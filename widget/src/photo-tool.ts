// The photo chunk: "Your car's photo"'s tool (upload, selection overlay, brush), imported (src/parts.tsx) only when
// a visitor picks the photo.
export { PhotoTool } from '@wrapsmith/visualizer/photo-tool';

/** This chunk's share of the shadow root's stylesheet (empty outside the build, where styles.ts has it all). */
export const PART_CSS = __WRAPSMITH_PART_CSS__.photoTool ?? '';
