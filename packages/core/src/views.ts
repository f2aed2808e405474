// Where the camera stands for a vehicle render. Zod-free, so the widget's bundle can label its view switch.

/** Square-on to the driver's side, or at the front left corner. Each view is its own render and credit (decision 034). */
export const RENDER_VIEWS = ['side', 'three-quarter'] as const;
export type RenderView = (typeof RENDER_VIEWS)[number];

export const RENDER_VIEW_LABELS: Record<RenderView, string> = { side: 'Side', 'three-quarter': 'Three-quarter' };
