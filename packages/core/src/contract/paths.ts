// Addresses the apps build, written once.

/** The PNG of a render (a signed-in user of its shop); add `?download=1` for an attachment. */
export function renderImagePath(id: string): string {
  return `/api/v1/user/renders/${encodeURIComponent(id)}/image`;
}
